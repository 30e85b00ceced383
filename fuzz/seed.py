"""Writes the seed corpora: every lesson snippet and lesson, the ground-truth examples, and
the snippets embedded in the interpreter's tests."""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
out = pathlib.Path(sys.argv[1])
snippets, lessons = out / "snippets", out / "lessons"
snippets.mkdir(parents=True, exist_ok=True)
lessons.mkdir(parents=True, exist_ok=True)
count = 0
for lesson in sorted((root / "lessons").glob("*.md")):
    text = lesson.read_text()
    (lessons / lesson.name).write_text(text)
    for index, code in enumerate(re.findall(r"```objc run[^\n]*\n(.*?)```", text, re.S)):
        (snippets / f"{lesson.stem}-{index}.m").write_text(code)
        count += 1
for example in sorted((root / "Tests" / "Fixtures" / "ground-truth").glob("*.m")):
    (snippets / example.name).write_text(example.read_text())
    count += 1
for test in sorted((root / "Tests" / "ObjCInterpreterTests").rglob("*.swift")):
    for index, code in enumerate(re.findall(r'"""\n(.*?)\n\s*"""', test.read_text(), re.S)):
        (snippets / f"{test.stem}-{index}.m").write_text(code)
        count += 1
print(f"seeded {count} snippets")
