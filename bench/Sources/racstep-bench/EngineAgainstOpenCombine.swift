/// The engine (untraced `raccore`) and OpenCombine on every workload: medians of this run's
/// timed children and, where counted, callgrind's instructions per event (`InstructionCount`),
/// which a busy neighbour does not move.
func printEngineAgainstOpenCombine(_ rows: [Row]) {
    func row(_ workload: String, _ system: String) -> Row? { rows.first { $0.workload == workload && $0.system == system } }
    func ratio(_ a: Double?, _ b: Double?) -> String { formatRatio(a.flatMap { x in b.map { x / $0 } }) }
    let present = workloads.filter { row($0, "raccore") != nil && row($0, "opencombine") != nil }
    guard !present.isEmpty else { return }
    print("\nthe engine against OpenCombine: ns/event (instructions/event)   raccore/OC (instructions)")
    for workload in present {
        let rac = row(workload, "raccore"), oc = row(workload, "opencombine")
        func cell(_ row: Row?) -> String {
            pad(formatNs(row?.ns_per_event) + (row?.instructions_per_event.map { String(format: " (%.0f)", $0) } ?? ""), 17)
        }
        print("  " + pad(workload, 11) + cell(rac) + cell(oc) + pad("", 14)
              + ratio(rac?.ns_per_event, oc?.ns_per_event)
              + " (" + ratio(rac?.instructions_per_event, oc?.instructions_per_event) + ")")
    }
}
