import CCairo
import Foundation

/// A projected group being drawn: the context it took over from and the offscreen one its
/// content goes to, until `endGroup` warps that onto the parent.
struct ProjectedGroup {
    let parent: OpaquePointer
    let parentScale: Double
    let parentPlacement: cairo_matrix_t?
    let parentUsesLayerBounds: Bool
    let surface: OpaquePointer
    let context: OpaquePointer
    /// Canvas points → the parent's points.
    let homography: Homography
    /// Offscreen pixels per point.
    let density: Double
    let opacity: Double
}

extension CairoPainter {
    /// Pixels per point of a perspective layer drawn into a vector page (CHOSEN: a 2× screen's,
    /// what the page's frames are drawn at elsewhere; raster canvases use their own scale).
    static let vectorPageDensity = 2.0

    /// Sends what follows, up to the matching `endGroup`, to an offscreen surface of the
    /// projection's extent, drawn at the density the result will have on the parent.
    mutating func beginProjected(_ group: Group, _ projection: Projection) {
        let wanted = placement == nil ? scale : Self.vectorPageDensity
        let extent = projection.extent
        let limit = Double(Rasterizer.maxPixelsPerSide)
        let finite = extent.width.isFinite && extent.height.isFinite && extent.width > 0 && extent.height > 0
        let largest = finite ? max(extent.width, extent.height) : 1
        let density = finite ? min(wanted, limit / largest) : 1
        let width = finite ? max(1, Int32((extent.width * density).rounded(.up))) : 1
        let height = finite ? max(1, Int32((extent.height * density).rounded(.up))) : 1
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let context = cairo_create(surface)!
        let aside = ProjectedGroup(parent: cr, parentScale: scale, parentPlacement: placement,
                                   parentUsesLayerBounds: usesLayerBounds, surface: surface, context: context,
                                   homography: finite ? projection.homography : Homography(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 1),
                                   density: density, opacity: min(1, max(0, group.opacity)))
        cr = context; scale = density; placement = nil
        // Translucent groups inside were measured at the list's scale (LayerBounds).
        usesLayerBounds = usesLayerBounds && density == aside.parentScale
        let t = group.transform
        var m = cairo_matrix_t(xx: t.a * density, yx: t.b * density, xy: t.c * density, yy: t.d * density,
                               x0: t.tx * density, y0: t.ty * density)
        var inverse = m
        if cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS { cairo_set_matrix(cr, &m) }
        if let clip = group.clip {
            addPath(clip)
            cairo_clip(cr)
        }
        openGroups.append(.projected(aside))
    }

    /// Warps the offscreen content onto the parent: each destination pixel's centre is mapped
    /// back through the homography and the content sampled there bilinearly (transparent
    /// outside it), so edges are antialiased and the result is the same on every run.
    mutating func endProjected(_ aside: ProjectedGroup) {
        cairo_surface_flush(aside.surface)
        cairo_destroy(aside.context)
        defer { cairo_surface_destroy(aside.surface) }
        cr = aside.parent; scale = aside.parentScale; placement = aside.parentPlacement
        usesLayerBounds = aside.parentUsesLayerBounds
        guard aside.opacity > 0, let inverse = aside.homography.inverse else { return }

        // Destination pixels: the parent's device pixels on a raster canvas; on a page, pixels
        // at the page density placed by the page's matrix.
        let density = placement == nil ? scale : Self.vectorPageDensity
        var toDevice = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        if var page = placement {
            var s = cairo_matrix_t(xx: scale / density, yx: 0, xy: 0, yy: scale / density, x0: 0, y0: 0)
            cairo_matrix_multiply(&toDevice, &s, &page)
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_matrix(cr, &toDevice)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)

        // The quad the content lands on, in destination pixels.
        let w = Double(cairo_image_surface_get_width(aside.surface)), h = Double(cairo_image_surface_get_height(aside.surface))
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
            .map { Point(x: $0.x / aside.density, y: $0.y / aside.density) }
        guard corners.allSatisfy({ aside.homography.w(at: $0) > 0 }) else { return }
        let placed = corners.map { aside.homography.apply(to: $0) }
        let xs = placed.map { $0.x * density }, ys = placed.map { $0.y * density }
        let limit = Double(Rasterizer.maxPixelsPerSide)
        let x0 = max(cx0, xs.min()!).rounded(.down), x1 = min(cx1, xs.max()!).rounded(.up)
        let y0 = max(cy0, ys.min()!).rounded(.down), y1 = min(cy1, ys.max()!).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0,
              x1 - x0 <= limit, y1 - y0 <= limit, abs(x0) < 1e9, abs(y0) < 1e9 else { return }
        let width = Int(x1 - x0), height = Int(y1 - y0)
        guard let dest = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(dest) }
        guard cairo_surface_status(dest) == CAIRO_STATUS_SUCCESS else { return }
        cairo_surface_flush(dest)
        ProjectiveWarp(source: aside.surface, sourceDensity: aside.density, inverse: inverse)
            .draw(into: dest, origin: (Int(x0), Int(y0)), destinationDensity: density)
        cairo_surface_mark_dirty(dest)
        cairo_set_source_surface(cr, dest, x0, y0)
        cairo_paint_with_alpha(cr, aside.opacity)
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
    }
}

/// Inverse mapping with bilinear sampling of premultiplied ARGB32 pixels.
struct ProjectiveWarp {
    let source: OpaquePointer
    let sourceDensity: Double
    /// Destination points → source points.
    let inverse: Homography

    func draw(into dest: OpaquePointer, origin: (x: Int, y: Int), destinationDensity: Double) {
        let sw = Int(cairo_image_surface_get_width(source)), sh = Int(cairo_image_surface_get_height(source))
        let sStride = Int(cairo_image_surface_get_stride(source)) / 4
        let dw = Int(cairo_image_surface_get_width(dest)), dh = Int(cairo_image_surface_get_height(dest))
        let dStride = Int(cairo_image_surface_get_stride(dest)) / 4
        guard let sData = cairo_image_surface_get_data(source), let dData = cairo_image_surface_get_data(dest) else { return }
        let src = UnsafeRawPointer(sData).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(dData).assumingMemoryBound(to: UInt32.self)
        let h = inverse, k = sourceDensity, inv = 1 / destinationDensity

        @inline(__always) func pixel(_ x: Int, _ y: Int) -> UInt32 {
            (x < 0 || y < 0 || x >= sw || y >= sh) ? 0 : src[y * sStride + x]
        }
        for row in 0..<dh {
            let py = (Double(origin.y + row) + 0.5) * inv
            for col in 0..<dw {
                let px = (Double(origin.x + col) + 0.5) * inv
                let w = px * h.m13 + py * h.m23 + h.m33
                guard w > 0 else { dst[row * dStride + col] = 0; continue }
                // Source pixel coordinates, centres at half-integers.
                let u = (px * h.m11 + py * h.m21 + h.m31) / w * k - 0.5
                let v = (px * h.m12 + py * h.m22 + h.m32) / w * k - 0.5
                guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { dst[row * dStride + col] = 0; continue }
                let fu = u.rounded(.down), fv = v.rounded(.down)
                let i = Int(fu), j = Int(fv)
                // Weights in 1/256ths: integer blending, the same on every machine.
                let ax = UInt32(((u - fu) * 256).rounded()), ay = UInt32(((v - fv) * 256).rounded())
                let p00 = pixel(i, j), p10 = pixel(i + 1, j), p01 = pixel(i, j + 1), p11 = pixel(i + 1, j + 1)
                let w00 = (256 - ax) * (256 - ay), w10 = ax * (256 - ay), w01 = (256 - ax) * ay, w11 = ax * ay
                // Two channels at a time (0x00FF00FF lanes): each product stays below 2^24.
                func blend(_ mask: UInt32, _ shift: UInt32) -> UInt32 {
                    let a = (p00 >> shift) & mask, b = (p10 >> shift) & mask, c = (p01 >> shift) & mask, d = (p11 >> shift) & mask
                    let lo = ((a & 0xFFFF) * w00 + (b & 0xFFFF) * w10 + (c & 0xFFFF) * w01 + (d & 0xFFFF) * w11 + 32768) >> 16
                    let hi = ((a >> 16) * w00 + (b >> 16) * w10 + (c >> 16) * w01 + (d >> 16) * w11 + 32768) >> 16
                    return ((hi << 16) | lo) << shift
                }
                let out = blend(0x00FF_00FF, 0) | blend(0x00FF_00FF, 8)
                dst[row * dStride + col] = out
            }
        }
    }
}
