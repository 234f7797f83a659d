import FlipbookEncode
import FlipbookSupport

extension String {
    /// Safe inside HTML text and quoted attribute values: the one escaping every Flipbook page uses
    /// (`HTMLText.escaped`), spelled as a property for the report's templates.
    var htmlEscaped: String { HTMLText.escaped(self) }
}
