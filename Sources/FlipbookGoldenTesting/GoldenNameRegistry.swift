import Foundation
import Synchronization

/// The default-named golden folders claimed in this test process, each by one call site: two
/// assertions that would share a folder (two calls in one test function, both named after it)
/// would overwrite each other's goldens, so the second is told to pass `named:`.
enum GoldenNameRegistry {
    private static let claims = Mutex<[String: String]>([:])

    /// nil when `folder` is free or already this call site's; otherwise why not.
    static func claim(_ folder: URL, by callSite: String) -> String? {
        claims.withLock { claims in
            let key = folder.standardizedFileURL.path
            if let owner = claims[key], owner != callSite {
                return "\(folder.path) is already the golden folder of the assertion at \(owner); give this one (at \(callSite)) its own name with named:"
            }
            claims[key] = callSite
            return nil
        }
    }
}
