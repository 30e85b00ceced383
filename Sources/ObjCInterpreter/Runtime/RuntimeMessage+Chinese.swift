import RACCore

/// The interpreter's catalog in Chinese (`/zh/play` answers in it): each problem as `text`
/// words it. Names, selectors and types stay as the code spells them; an exception's reason
/// stays Apple's (the `*** Terminating app …` line learners compare with Xcode's console), and
/// so does what RAC itself raised.
extension RuntimeMessage {
    var chineseText: String {
        switch self {
        case .undeclaredIdentifier(let name): "使用了未声明的标识符 '\(name)'"
        case .invalidOperands(let left, let right): "二元表达式的操作数无效（'\(left)' 和 '\(right)'）"
        case .invalidUnaryOperand(let type): "一元表达式的参数类型 '\(type)' 无效"
        case .orderedComparison(let left, let right): "'\(left)' 与 '\(right)' 之间不能比较大小"
        case .divisionByZero: "除数为零"
        case .integerExpected(let got): "此处应为整数，操作数的类型却是 '\(got)'"
        case .cannotBox(let type): "类型为 \(type) 的值无法装箱成 NSNumber"
        case .incompatibleInitialization(let type, let got): "不能用 '\(got)' 类型的值初始化 '\(type)' 类型的变量"
        case .assignmentToSelf: "只有 init 系列方法里才能给 'self' 赋值"
        case .missingBlockSpecifier(let variable): "变量 '\(variable)' 不可赋值（缺少 __block 修饰符）"
        case .expressionNotAssignable: "表达式不可赋值"
        case .indirectionRequiresPointer: "解引用需要指针操作数"
        case .cannotTakeAddress: "不能对这个表达式取地址"
        case .notAFunction(let type): "被调用对象的类型 '\(type)' 不是函数或函数指针"
        case .badReceiverType(let type): "接收者类型 '\(type)' 无效"
        case .tooManyArguments(let expected, let have): "方法调用的参数过多：应为 \(expected) 个，实际 \(have) 个"
        case .functionArgumentCount(let name, let expected, let have):
            "函数调用 '\(name)' 的参数过\(have > expected ? "多" : "少")：应为 \(expected) 个，实际 \(have) 个"
        case .macroArgumentCount(let macro, let takes): "'\(macro)' 需要\(takes == 1 ? "一" : "两")个参数"
        case .notEnumerable(let got): "快速枚举需要 NSArray、NSDictionary、NSSet、NSOrderedSet、RACTuple、RACSequence 或其枚举器，得到的是 \(got)"
        case .tupleUnpackNeedsTuple(let got): "RACTupleUnpack 需要 RACTuple，得到的是 \(got)"
        case .wrongArgumentType(let selector, let expected, let got):
            "'\(selector)' \(expected.chinesePhrase)" + (got.map { "，得到的是 \($0)" } ?? "")
        case .notABlock(let selector, let got): "'\(selector)' 此处需要 block，得到的是 \(got)"
        case .trampolineNotABlock(let className): "RACBlockTrampoline 把 \(className) 当作 block 调用，但它不是 block"
        case .bindBlockResult(let got): "-bind: 的 block 必须返回 RACSignalBindBlock，得到的是 \(got)"
        case .blockResult(let got, let expected): "block 返回了 \(got)，RAC 在这里需要 \(expected)"
        case .blockResultNotAnObject(let got): "block 返回了 \(got)，这里需要对象（用 @(…) 装箱）"
        case .formatStringExpected(let callee): "'\(callee)' 的第一个参数必须是格式字符串（NSString）"
        case .formatString(let error): "格式字符串：\(error.chineseDescription)"
        case .dispatchAsyncArguments: "dispatch_async 需要 dispatch_get_main_queue() 或 dispatch_get_global_queue(…)，以及一个 block"
        case .dispatchGlobalQueueIdentifier: "dispatch_get_global_queue 需要一个 DISPATCH_QUEUE_PRIORITY_* 或 QOS_CLASS_* 标识符和 0"
        case .unsupported(let api): "RACStep 暂不支持 '\(api)'"
        case .notInRAC25Layer(let api):
            RACLibraryCoverage.reactiveCocoa25.lacks(api)
                ? "ReactiveCocoa 2.5 没有 '\(api)'（ReactiveObjC 才加入）；请去掉 --rac 2.5（rac=2.5）再运行"
                : "'\(api)' 不在 RACStep 的 ReactiveCocoa 2.5 层中：2.5 的这段代码与 ReactiveObjC 不同，尚未翻译；请去掉 --rac 2.5（rac=2.5）再运行"
        case .waitsForever(let waiter):
            "'\(waiter)' 在这里会永远等下去：信号还没有结束，剩下可运行的代码也没有能结束它的"
                + "（排给正在等待的线程的工作，或者没人推进的 RACTestScheduler 上的工作，在等待期间都不会运行）"
        case .stepLimit(let limit, let advice):
            "超出了 \(limit) 个求值步骤的上限" + (advice.map { "（\($0)）" } ?? "")
        case .scheduledActionLimit(let limit):
            "RACTestScheduler 上排定的动作超出了 \(limit) 个的上限（是不是有动作在重新排定自己，又被 -stepAll 或调度器的 dealloc 推进？）"
        case .depthLimit(let limit): "block 调用的嵌套深度超出了 \(limit) 层的上限（是不是递归停不下来？）"
        case .stackLimit: "超出了栈的上限：block 和订阅嵌套得太深（是不是递归停不下来？）"
        case .outputLimit(let limit): "输出超出了 \(limit) 字节的上限"
        case .noSuchEntryMethod(let entry, let defined):
            "这个文件里没有名为 '\(entry)' 的方法（它定义了 \(Self.quotedChineseList(defined))）"
        case .severalEntryMethods(let defined, let advice):
            "这个文件定义了 \(defined.count) 个方法（\(Self.quotedChineseList(defined))）" + (advice.map { "；" + $0 } ?? "")
        case .entryMethodHasParameters(let selector): "入口方法 '\(selector)' 带参数；RACStep 只运行不带参数的方法"
        case .internalError(let description): "内部错误：\(description)"
        case .unrecognizedSelector(let selector, let className, let isClass, _, let suggestion):
            "无法识别的选择子 '\(selector)'，发给了\(isClass ? "类 \(className)" : " \(className) 的实例")"
                + (suggestion.map { "；你是想用 '\($0)' 吗？" } ?? "")
        case .parameterAssert(let condition): "参数不满足条件：\(condition)"
        case .nilInArrayLiteral: "数组字面量的元素为 nil"
        case .nilInDictionaryLiteral: "字典字面量的键或值为 nil"
        case .nilInArrayConstructor: "试图插入 nil 对象"
        case .nilAddedToArray: "不能把 nil 加进数组"
        case .nilDictionaryKey: "字典的键不能为 nil"
        case .nilArgument(let selector, let expected, let got): "'\(selector)' \(expected.chinesePhrase)，得到的是 \(got)"
        case .stringIndexOutOfBounds(_, let index, let length): "下标 \(index) 越界：字符串长度为 \(length)"
        case .arrayIndexOutOfBounds(_, _, let index, let count):
            count == 0 ? "下标 \(index) 越界：数组为空" : "下标 \(index) 越界：有效范围是 [0 .. \(count - 1)]"
        case .nilBlockCall: "调用了为 nil 的 block"
        case .commandWithoutSignalBlock: "RACCommand 需要一个信号 block：请用 -initWithSignalBlock:"
        case .immediateSchedulerRepeats: "立即调度器（immediate scheduler）不能重复执行工作"
        // RAC's own words, as the exception carries them (see the doc comment).
        case .racException: text
        }
    }

    private static func quotedChineseList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: "、")
    }
}

extension RuntimeMessage.ArgumentKind {
    /// `phrase` in Chinese, after the selector: "'sel' 此处需要整数".
    var chinesePhrase: String {
        switch self {
        case .integer: "此处需要整数"
        case .number: "此处需要数字"
        case .pointer: "此处需要指针（&变量）"
        case .date: "此处需要 NSDate（例如 [NSDate dateWithTimeIntervalSinceNow:1]）"
        case .boolSignal: "此处需要 BOOL 值的信号（或 nil）"
        case .signalArray: "需要信号组成的 NSArray"
        case .signal: "需要信号"
        case .sequenceArray: "需要序列组成的 NSArray"
        case .sequence: "此处需要序列"
        case .string: "需要字符串"
        case .characterSet: "需要 NSCharacterSet"
        case .cString: "此处需要 C 字符串（例如 [string UTF8String]）"
        case .selector: "此处需要选择器（例如 @selector(compare:)）"
        case .sortDescriptorArray: "需要 NSSortDescriptor 组成的 NSArray"
        }
    }
}

extension FormatError {
    /// `description` in Chinese.
    var chineseDescription: String {
        switch reason {
        case .missingArgument(let position): "偏移 \(offset) 处的格式说明符需要第 \(position) 个参数，但传入的参数不够"
        case .typeMismatch(let specifier, let argument): "偏移 \(offset) 处的格式说明符 '\(specifier)' 无法打印\(argument.chineseKind)"
        case .unknownConversion(let character): "偏移 \(offset) 处的格式转换 '%\(character)' 无法识别"
        case .incompleteSpecifier: "偏移 \(offset) 处的格式说明符不完整"
        case .fieldTooLarge(let field): "偏移 \(offset) 处的宽度或精度 \(field) 太大（最多 \(FormatError.maximumField)）"
        }
    }
}

extension FormatArgument {
    fileprivate var chineseKind: String {
        switch self {
        case .int: "整数"
        case .unsigned: "无符号整数"
        case .double: " double 值"
        case .object: "对象"
        case .cString: " C 字符串"
        case .char: " char 值"
        case .pointer: "指针"
        }
    }
}
