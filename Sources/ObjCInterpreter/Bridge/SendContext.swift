import ObjCFrontend
import RACCore

/// Where a message send is in the source, for errors that point at an argument.
struct SendContext {
    var selector: String
    var range: SourceRange
    var argumentRanges: [SourceRange]

    func argumentRange(_ index: Int) -> SourceRange {
        index < argumentRanges.count ? argumentRanges[index] : range
    }
}

/// `[X alloc]`: an instance not yet initialised; `-init…` makes the real object.
final class AllocatedInstance: RACObject {
    let allocatedClass: String
    init(allocatedClass: String) {
        self.allocatedClass = allocatedClass
        super.init()
    }
    override var className: String { allocatedClass }
}
