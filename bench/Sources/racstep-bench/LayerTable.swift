/// The engine with its fast layer (`raccore`), without it (`raccore-faithful`: untraced, the
/// runtime's `layer = .faithful`), and OpenCombine, per workload: medians of this run's timed
/// children, and callgrind's instructions per event where counted (`InstructionCount`).
func printLayerTable(_ rows: [Row]) {
    func row(_ workload: String, _ system: String) -> Row? { rows.first { $0.workload == workload && $0.system == system } }
    func ratio(_ a: Double?, _ b: Double?) -> String { formatRatio(a.flatMap { x in b.map { x / $0 } }) }
    let present = workloads.filter { row($0, "raccore-faithful") != nil }
    guard !present.isEmpty else { return }
    print("\nthe fast layer: ns/event (instructions/event)            fast/OC   faithful/OC  faithful/fast (instructions)")
    for workload in present {
        let fast = row(workload, "raccore"), faithful = row(workload, "raccore-faithful"), oc = row(workload, "opencombine")
        func cell(_ row: Row?) -> String {
            pad(formatNs(row?.ns_per_event) + (row?.instructions_per_event.map { String(format: " (%.0f)", $0) } ?? ""), 17)
        }
        print("  " + pad(workload, 11) + cell(fast) + cell(faithful) + cell(oc)
              + pad(ratio(fast?.ns_per_event, oc?.ns_per_event), 10) + pad(ratio(faithful?.ns_per_event, oc?.ns_per_event), 13)
              + ratio(faithful?.ns_per_event, fast?.ns_per_event)
              + " (" + ratio(faithful?.instructions_per_event, fast?.instructions_per_event) + ")")
    }
}
