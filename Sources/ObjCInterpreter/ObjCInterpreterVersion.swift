import ObjCFrontend
import RACCore

/// Placeholder until the evaluator lands; keeps the target buildable.
enum ObjCInterpreterVersion { static let string = "0.1.0" }
