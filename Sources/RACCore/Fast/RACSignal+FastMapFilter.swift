import RACTrace

extension RACSignal {
    /// `-flattenMap:` on the fast layer: the faithful one's blocks, bound by `fastBind`.
    /// `shortcutStep` describes, for RACCore's own `-map:`/`-filter:`, the signal `block`
    /// would return (`RACBindStep`).
    func fastFlattenMap(_ block: RACFlattenMapBlock, shortcutStep: RACBindStepFunction?) -> RACSignal {
        tracingOperator(RACBlockName.flattenMap) {
            let bindBlock = RACBindBlockFactory(RACBlockName.flattenMapBindBlock, captures: [block]) {
                RACBindingBlock(RACBlockName.flattenMapBinding, captures: [block]) { value, _ in
                    block.call { $0(value) } ?? RACSignal.empty()
                }
            }
            return fastBind(bindBlock, shortcutStep: shortcutStep).named("[%@] -flattenMap:", self)
        }
    }

    /// `-map:` on the fast layer: the faithful blocks, and a step that hands `-bind:` the
    /// mapped value instead of a `+return:` of it.
    func fastMap(_ block: RACMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.map) {
            fastFlattenMap(RACFlattenMapBlock(RACBlockName.mapBlock, captures: [block]) { value in
                RACSignal.return(block.call { $0(value) })
            }, shortcutStep: { value in
                .returning(block.call { $0(value) })
            }).named("[%@] -map:", self)
        }
    }

    /// `-filter:` on the fast layer: the faithful blocks, and a step that hands `-bind:` the
    /// value that passes (or nothing) instead of a `+return:` (or `+empty`).
    func fastFilter(_ block: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.filter) {
            fastFlattenMap(RACFlattenMapBlock(RACBlockName.filterBlock, captures: [block]) { value in
                block.call { $0(value) } ? RACSignal.return(value) : RACSignal.empty()
            }, shortcutStep: { value in
                block.call { $0(value) } ? .returningInput(value) : .emptySignal()
            }).named("[%@] -filter:", self)
        }
    }
}
