"""Checks Package.swift against the code: every module imports only the modules its target
declares (SwiftPM lets a target import whatever its dependencies' dependencies built, so an
undeclared import compiles until the graph changes), the declared graph points one way, no
target declares one of our modules none of its files imports, and no file imports one of our
own modules it does not use (the compiler says nothing about an
unused import, and it keeps a dependency alive that the code no longer has).

A file uses a module when its code (comments and strings aside, interpolations kept) names
something declared at the top level of one of the module's files: a type, function, global or
typealias (public or open ones; any but private and fileprivate ones for `@testable import`).
Members do not count: without the MemberImportVisibility feature (not enabled here) a
member, an extension's included, is visible in every file of a module once any file imports
its module, so no file needs an import for one; a file that uses a member only still
compiles without its import.
"""
import json, pathlib, re, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
package = json.loads(subprocess.run(["swift", "package", "--package-path", str(root), "dump-package"],
                                    capture_output=True, text=True, check=True).stdout)
# Modules the toolchain and the OS provide, which no target declares.
system = {"Foundation", "Dispatch", "Glibc", "Darwin", "Musl", "Testing", "XCTest", "PackagePlugin", "Synchronization"}
targets = {target["name"]: target for target in package["targets"]}

def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names

def directory(target):
    if target.get("path"):
        return root / target["path"]
    return root / ("Tests" if target["type"] == "test" else "Sources") / target["name"]

problems = []
for name, target in sorted(targets.items()):
    if target["type"] in ("system", "plugin"):
        continue
    allowed = declared(target) | system | {name}
    for source in sorted(directory(target).rglob("*.swift")):
        for line_number, line in enumerate(source.read_text().splitlines(), 1):
            match = re.match(r"\s*(?:@testable\s+)?import\s+(?:(?:struct|class|enum|func|protocol)\s+)?(\w+)", line)
            if match and match.group(1) not in allowed:
                problems.append(f"{source.relative_to(root)}:{line_number}: {name} imports {match.group(1)}, "
                                f"which its target in Package.swift does not declare")

# Declarations, read from code with comments and string literals removed, by brace depth.
DECLARATION = re.compile(r"\b(?:(public|open|internal|private|fileprivate)(?:\(set\))?\s+)?"
                         r"(?:(?:final|indirect|static|class|nonisolated|mutating|override|convenience|required|"
                         r"@\w+(?:\([^)]*\))?)\s+)*"
                         r"(?:class|struct|enum|protocol|actor|typealias|func|var|let|case)\s+`?(\w+)")


def code_only(text):
    """`text` without comments and string literals, lines kept; a string's interpolations
    (`\\(…)`) are code and stay, each apart from the next (`\\(a)-\\(b)` is `a b`)."""
    out, index, end = [], 0, len(text)
    stack = []  # open contexts: "code" inside an interpolation (with its paren depth), or a string's closing delimiter
    depth = 0
    while index < end:
        char = text[index]
        in_string = stack and stack[-1][0] == "string"
        if in_string:
            closing = stack[-1][1]
            if char == "\\" and text.startswith("(", index + 1):
                stack.append(["code", 0])
                out.append(" ")
                index += 2
            elif char == "\\":
                index += 2
            elif text.startswith(closing, index):
                stack.pop()
                index += len(closing)
            else:
                if char == "\n":
                    out.append(char)
                    if closing == '"':
                        stack.pop()  # an unterminated one-line literal ends with its line
                index += 1
            continue
        if text.startswith("//", index):
            newline = text.find("\n", index)
            index = end if newline < 0 else newline
        elif text.startswith("/*", index):
            close = text.find("*/", index + 2)
            close = end if close < 0 else close + 2
            out.append("\n" * text.count("\n", index, close))
            index = close
        elif text.startswith('"""', index):
            stack.append(["string", '"""'])
            index += 3
        elif char == '"':
            stack.append(["string", '"'])
            index += 1
        else:
            if stack and stack[-1][0] == "code":
                if char == "(":
                    stack[-1][1] += 1
                elif char == ")":
                    if stack[-1][1] == 0:
                        stack.pop()
                        out.append(" ")
                        index += 1
                        continue
                    stack[-1][1] -= 1
            out.append(char)
            index += 1
    return "".join(out)


def exported(name, testable):
    """The top-level names a file importing `name` can use it through."""
    visible = {"public", "open", "internal", ""} if testable else {"public", "open"}
    names = set()
    for source in sorted(directory(targets[name]).rglob("*.swift")):
        depth = 0
        for line in code_only(source.read_text()).splitlines():
            if depth == 0:
                names.update(declared_name for access, declared_name in DECLARATION.findall(line) if access in visible)
            depth += line.count("{") - line.count("}")
    return names


ours = {name for name, target in targets.items()
        if target["type"] == "regular" and any(directory(target).rglob("*.swift"))}
exports = {}
# The modules' own files; a test file's imports are its test target's business (a test that
# reaches a module only through the helpers of its target still reads better importing it).
for name, target in sorted(targets.items()):
    if target["type"] not in ("regular", "executable"):
        continue
    for source in sorted(directory(target).rglob("*.swift")):
        text = source.read_text()
        tokens = None
        for line_number, line in enumerate(text.splitlines(), 1):
            match = re.match(r"\s*(@testable\s+)?import\s+(\w+)\s*$", line)
            if not match or match.group(2) not in ours or match.group(2) == name:
                continue
            module, testable = match.group(2), bool(match.group(1))
            if (module, testable) not in exports:
                exports[(module, testable)] = exported(module, testable)
            if tokens is None:
                tokens = set(re.findall(r"\w+", code_only(text)))
            if not tokens & exports[(module, testable)]:
                problems.append(f"{source.relative_to(root)}:{line_number}: {name} imports {module} "
                                f"and uses nothing it declares: remove the import")

# No dead dependency: a target that declares one of our modules imports it in some file (else
# the dependency outlives the code that needed it, as RACStepCommands' RACCore did).
for name, target in sorted(targets.items()):
    if target["type"] in ("system", "plugin"):
        continue
    imported = set()
    for source in directory(target).rglob("*.swift"):
        imported.update(re.findall(r"^\s*(?:@testable\s+)?import\s+(?:(?:struct|class|enum|func|protocol)\s+)?(\w+)",
                                   source.read_text(), re.M))
    for dependency in sorted(declared(target)):
        if dependency in targets and targets[dependency]["type"] == "regular" and dependency not in imported:
            problems.append(f"Package.swift: {name} depends on {dependency}, which none of its files imports")

# One way: no target reaches itself through its declared dependencies.
def reaches(start, goal, seen):
    for dependency in declared(targets[start]):
        if dependency == goal:
            return True
        if dependency in targets and dependency not in seen:
            seen.add(dependency)
            if reaches(dependency, goal, seen):
                return True
    return False

for name in sorted(targets):
    if reaches(name, name, set()):
        problems.append(f"Package.swift: {name} depends on itself through its dependencies")

for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
