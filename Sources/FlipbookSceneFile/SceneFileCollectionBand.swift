import FlipbookScene

/// `"scrollView": {"collection": "page", "section": 0}`: the drag driver drives a compositional
/// section's sideways band (its `orthogonalScrollingBehavior` scroll view), as a Swift test sets
/// `scene.scrollView = collectionView.orthogonalScrollView(forSection: 0)`; the band's snapping
/// (`CompositionalOrthogonalSnapping`) decides where a release comes to rest.
enum SceneFileCollectionBand {
    /// Anything but a string (a view id) is read as a band, so a wrong kind is a problem here.
    static func isBand(_ node: Node) -> Bool {
        if case .string = node.value { return false }
        return true
    }

    /// Resolved after the first layout pass, which makes the bands.
    static func resolve(_ node: Node, context: SceneFileBuildContext, scene: Scene) {
        guard let o = node.object(["collection", "section"]) else { return }
        defer { o.finish() }
        guard let idNode = o.required("collection"), let id = idNode.string,
              let sectionNode = o.required("section"), let section = sectionNode.int(in: SceneFileRange(0...10_000, whole: true)) else { return }
        guard let collection = context.views[id] as? CollectionView else {
            context.unknownID(id, at: idNode.path, kind: "collection view")
            return
        }
        guard let band = collection.orthogonalScrollView(forSection: section) else {
            context.log.add(sectionNode.path, "section \(section) of \"\(id)\" does not scroll sideways (no \"orthogonalScrollingBehavior\", or no such section)")
            return
        }
        scene.scrollView = band
    }
}
