import FuzzDriver

/// SwiftPM links an executable's entry point as `<Target>_main`; hand control to libFuzzer's
/// driver from there.
@_cdecl("FuzzInterpreter_main")
func fuzzInterpreterMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzInterpreter)
}
