import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Process-wide memory settings for a process that renders long animations: an opt-in, as it
/// changes how glibc serves every large allocation in the process. The command line and the
/// benchmarks call it first thing; a test process or an app using Flipbook as a library decides.
///
/// ```swift
/// ProcessMemory.returnFrameBuffersToTheSystem()   // before rendering 4,000 frames
/// ```
public enum ProcessMemory {
    /// Frame-sized buffers (a 780×1688 raster is 5 MB, its indices and colours more) are allocated
    /// and freed every frame, on several threads. glibc raises its mmap threshold to the size of the
    /// first such buffer freed, and from then on serves them from per-thread heap arenas, which keep
    /// what they held: peak memory grew with the length of the animation (99 MB at 41 frames, 169 MB
    /// at 4,001; Benchmarks/e2e/RESULTS.md). Setting the threshold fixes it at 256 KB, so those
    /// buffers stay mmapped and go back to the system when freed: peak memory is then flat. Once per
    /// process; smaller allocations are unaffected, and a refusal (mallopt
    /// returns 0) only leaves glibc's default, so it is not an error.
    /// A fresh mapping costs the kernel a fault and a zeroed page every 4 KB, so the largest of
    /// these buffers, the raster canvas, is not freed but reused (`CanvasPool`, used by
    /// `Rasterizer`). Raising the threshold instead, with one arena, removes the faults of the
    /// rest too but keeps 5–10 MB more at peak (Benchmarks/e2e/RESULTS.md, "Frame buffers and
    /// page faults"), so the threshold stays.
    /// `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out, so it is looked up
    /// in the process's symbols and called with C's calling convention; `M_MMAP_THRESHOLD` is -3 there.
    public static func returnFrameBuffersToTheSystem() { _ = once }

    private static let once: Void = {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        let mmapThreshold: Int32 = -3
        guard let process = dlopen(nil, RTLD_NOW) else { return }
        defer { dlclose(process) }
        guard let symbol = dlsym(process, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallOpt.self)(mmapThreshold, 256 * 1024)
        #endif
    }()
}
