"""Checks Package.swift against the code: every module imports only the modules its target
declares (SwiftPM lets a target import whatever its dependencies' dependencies built, so an
undeclared import compiles until the graph changes), and the declared graph points one way.

Run from `make test`; reads `swift package dump-package` and the targets' Swift files."""
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
