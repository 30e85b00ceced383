public enum RACCoreVersion { public static let string = "0.1.0" }
