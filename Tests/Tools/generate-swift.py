#!/usr/bin/env python3
"""Writes syntactically valid Swift that mixes resource lookups with constructs that break naive scanners.

Deterministic: the same --seed and options give the same bytes. Two styles:

  hostile    every construct that trips a naive scanner, densely (oracle corpus, fuzz seeds)
  realistic  ordinary SwiftUI/Foundation code with a sprinkling of the hostile constructs
             (benchmark trees)

--mistakes R (realistic style, with --package) writes code that has adopted the module bundle:
each lookup is a mistake (any of the forms the rules look for) with probability R, and otherwise
the form that is right for its module (`bundle: .module` where the module owns resources, plain
where it does not). R defaults to 1: every lookup is drawn from the mix of right and wrong forms.

Examples:
  generate-swift.py --out /tmp/corpus --files 50 --lines 400 --style hostile
  generate-swift.py --out /tmp/tree --files 1000 --lines 150 --package --modules 10
  generate-swift.py --single --lines 2000 --seed 3 > big.swift

With --package the output is a tree of SwiftPM packages-in-one: Package.swift declaring --modules
targets, Sources/<Module>/*.swift, and for every other module a Resources folder with an
en.lproj/Localizable.strings and a Media.xcassets catalog, so some modules own resources and some don't.
"""

import argparse
import os
import random
import sys

WORDS = ["title", "subtitle", "checkout", "profile", "settings", "welcome", "error", "empty", "done",
         "cancel", "save", "delete", "share", "banner", "avatar", "logo", "badge", "hint", "footer"]
UNICODE_NAMES = ["ñandú", "café", "名前", "données", "größe", "ζωή", "камера", "ümlaut"]
COLORS = ["red", "blue", "green", "accentColor", "primary", "secondary"]


class Gen:
    def __init__(self, rng, style, skip=(), mistakes=1.0, owns=True):
        self.r = rng
        self.style = style
        self.skip = set(skip)
        self.n = 0
        self.mistakes = mistakes
        self.owns = owns

    def adopted(self):
        """Whether this lookup is written the right way for its module (see --mistakes)."""
        return self.mistakes < 1 and self.r.random() >= self.mistakes

    def right_lookup(self):
        """A lookup written the right way: with the module bundle where the module owns resources."""
        k, w = self.key(), self.r.choice(WORDS[:6])
        if not self.owns:
            # No bundle of its own: text that is not looked up, and system images.
            return self.pick(f'Text(verbatim: "{k}")', f'Text(name)', f'Image(systemName: "star.fill")',
                             f'Label(name, systemImage: "gear")')
        return self.pick(
            f'Text("{k}", bundle: .module)',
            f'Text("{k}", tableName: "Localizable", bundle: .module, comment: "c")',
            f'Text(verbatim: "{k}")',
            f'Image("{w}", bundle: .module)',
            f'Image(systemName: "star.fill")',
            f'Color("{w}", bundle: .module)',
            f'NSLocalizedString("{k}", bundle: .module, comment: "")',
            f'String(localized: "{k}", bundle: .module)',
            f'UIImage(named: "{w}", in: .module, with: nil)',
            f'Bundle.module.url(forResource: "{w}", withExtension: "json")',
        )

    def right_view(self):
        """A control whose title is a key, written with a 'Text' that names the module bundle."""
        text = self.right_text()
        return self.pick(
            f'Button {{ save() }} label: {{ {text} }}',
            f'Toggle(isOn: $flag) {{ {text} }}',
            f'Label {{ {text} }} icon: {{ Image(systemName: "gear") }}',
            f'NavigationLink {{ {self.right_text()} }} label: {{ {text} }}',
            f'TextField(text: $name) {{ {text} }}',
        )

    def right_text(self):
        """A 'Text' that is right for its module."""
        k = self.key()
        return f'Text("{k}", bundle: .module)' if self.owns else f'Text(verbatim: "{k}")'


    def tagged(self, tag, text):
        """A construct with a name, left out (replaced by a plain statement) when --skip names it."""
        return f"let skipped{self.n} = 0" if tag in self.skip else text

    def ident(self, prefix="v"):
        self.n += 1
        return f"{prefix}{self.n}"

    def key(self):
        return f"{self.r.choice(WORDS)}.{self.r.choice(WORDS)}"

    def pick(self, *options):
        return self.r.choice(options)

    # ---------------------------------------------------------------------------------------
    # Ordinary expressions and statements.

    def lookup(self):
        """A resource lookup expression, in one of the forms the rules look for."""
        if self.adopted():
            return self.right_lookup()
        k = self.key()
        return self.pick(
            f'Text("{k}")',
            f'Text("{k}", bundle: .module)',
            f'Text("{k}", tableName: "Main", bundle: .main, comment: "c")',
            f'Text(verbatim: "{k}")',
            f'Image("{self.r.choice(WORDS)}")',
            f'Image(systemName: "star.fill")',
            f'Image("{self.r.choice(WORDS)}", bundle: .module)',
            f'Color("{self.r.choice(WORDS)}")',
            f'NSLocalizedString("{k}", comment: "")',
            f'NSLocalizedString("{k}", bundle: .module, comment: "")',
            f'String(localized: "{k}")',
            f'String(localized: "{k}", bundle: .module)',
            f'UIImage(named: "{self.r.choice(WORDS)}")',
            f'UIImage(named: "{self.r.choice(WORDS)}", in: .module, with: nil)',
            f'UIColor(named: "{self.r.choice(WORDS)}")',
            f'NSImage(named: "{self.r.choice(WORDS)}")',
            f'Bundle.main.url(forResource: "{self.r.choice(WORDS)}", withExtension: "json")',
            f'Bundle.module.path(forResource: "{self.r.choice(WORDS)}", ofType: "png")',
            f'Bundle(for: Self.self).localizedString(forKey: "{k}", value: nil, table: nil)',
            f'LocalizedStringKey("{k}")',
            f'LocalizedStringResource("{k}")',
            f'AttributedString(localized: "{k}")',
            f'SwiftUI.Text("{k}")',
            f'Text.init("{k}")',
        )

    def view(self, depth=0):
        """A SwiftUI view expression, maybe with modifiers and trailing closures."""
        k = self.key()
        if depth >= 2 and self.adopted():
            return self.right_view()
        choices = [
            lambda: self.lookup() if self.r.random() < 0.5 else
            self.right_text() if self.adopted() else f'Text("{k}")',
            lambda: self.right_view() if self.adopted() else f'Label("{k}", systemImage: "gear")',
            lambda: self.right_view() if self.adopted() else f'Button("{k}") {{ {self.ident("action")}() }}',
            lambda: self.right_view() if self.adopted() else f'Button {{ save() }} label: {{ Text("{k}") }}',
            lambda: self.right_view() if self.adopted() else f'Toggle("{k}", isOn: $flag)',
            lambda: self.right_view() if self.adopted() else f'Link("{k}", destination: URL(string: "https://example.com")!)',
            lambda: self.right_view() if self.adopted() else f'NavigationLink("{k}") {{ Text("detail") }}',
            lambda: self.right_view() if self.adopted() else f'TextField("{k}", text: $name)',
            lambda: self.right_view() if self.adopted() else f'ProgressView("{k}", value: 0.5)',
        ]
        if depth < 2:
            choices.append(lambda: "VStack(alignment: .leading, spacing: 4) {\n" + self.indent(
                "\n".join(self.view(depth + 1) for _ in range(self.r.randint(1, 3)))) + "\n}")
            choices.append(lambda: "HStack {\n" + self.indent(self.view(depth + 1)) + "\n}")
            choices.append(lambda: (f'Section {{\n' + self.indent(self.view(depth + 1)) + "\n} header: {\n  "
                                    + self.right_text() + "\n}") if self.adopted() else
                           f'Section("{k}") {{\n' + self.indent(self.view(depth + 1)) + "\n}")
        v = self.r.choice(choices)()
        for _ in range(self.r.randint(0, 2)):
            if self.adopted():
                v += "\n" + self.pick(".padding()", f".foregroundColor(.{self.r.choice(COLORS)})",
                                      f".navigationTitle({self.right_text()})",
                                      f".badge({self.right_text()})",
                                      ".frame(maxWidth: .infinity, alignment: .leading)")
                continue
            v += "\n" + self.pick(
                f'.navigationTitle("{self.key()}")',
                f'.help("{self.key()}")',
                f'.accessibilityLabel("{self.key()}")',
                ".padding()",
                f".foregroundColor(.{self.r.choice(COLORS)})",
                f'.badge(Text("{self.key()}"))',
                f'.alert("{self.key()}", isPresented: $flag) {{\n  Button("OK") {{ }}\n}} message: {{\n  Text("m")\n}}',
                ".frame(maxWidth: .infinity, alignment: .leading)",
                f'.searchable(text: $name, prompt: "{self.key()}")',
            )
        return v

    def statement(self):
        """A statement in a function body."""
        a, b = self.ident("a"), self.ident("b")
        if self.adopted():
            return self.pick(
                f"let {a} = {self.right_lookup()}",
                f"var {a}: [String: Array<Set<Int>>] = [:]",
                f"let {a} = items.filter {{ $0.count > 2 }}.map {{ $0.uppercased() }}",
                f"for {a} in items where !{a}.isEmpty {{\n  print({a}, separator: \", \")\n}}",
                f"let {a} = count * 2 + (total - 1) / 3",
                f'let {a} = "\\(count) items in \\(name)"',
                f"switch count {{\ncase 0: print(\"none\")\ncase 1...9: print(\"few\")\ndefault: break\n}}",
                f"let {a} = DispatchQueue.main.async {{ self.flag.toggle() }}",
            )
        return self.pick(
            f"let {a} = {self.lookup()}",
            f"var {a}: [String: Array<Set<Int>>] = [:]",
            f"let {a} = items.filter {{ $0.count > 2 }}.map {{ $0.uppercased() }}",
            f"if let {a} = Bundle.main.url(forResource: \"{self.r.choice(WORDS)}\", withExtension: \"json\") {{\n  print({a})\n}}",
            f"guard let {a} = UIImage(named: \"{self.r.choice(WORDS)}\") else {{ return \"\" }}\n_ = {a}",
            f"for {a} in items where !{a}.isEmpty {{\n  print({a}, separator: \", \")\n}}",
            f"let {a} = count * 2 + (total - 1) / 3",
            f'let {a} = "\\(count) items in \\(name)"',
            f"switch count {{\ncase 0: print(\"none\")\ncase 1...9: print(\"few\")\ndefault: break\n}}",
            f"do {{\n  let {a} = try JSONDecoder().decode([String].self, from: data)\n  print({a})\n}} catch {{\n  print(error)\n}}",
            f"let {a} = String(format: NSLocalizedString(\"{self.key()}\", comment: \"\"), count)",
            f"let {a} = DispatchQueue.main.async {{ self.flag.toggle() }}",
        )

    # ---------------------------------------------------------------------------------------
    # Hostile constructs: each is valid Swift that naive scanners get wrong.

    def hostile(self):
        a, b = self.ident("h"), self.ident("g")
        k = self.key()
        u = self.r.choice(UNICODE_NAMES)
        return self.pick(
            # Nested interpolation with string literals and closures inside.
            f'let {a} = "x \\(items.map {{ "\\($0) \\(Text("{k}"))" }}.joined(separator: ", ")) y"',
            f'let {a} = Text("total: \\(String(format: "%d", items.reduce(0) {{ $0 + $1.count }})) done")',
            f'let {a} = "\\("\\("\\(Text("deep"))")")"',
            f'let {a} = "a\\(count > 1 ? "s" : "")b\\({{ () -> String in "c)" }}())"',
            # Raw strings with # and \#(.
            f'let {a} = #"raw "quoted" Text("no") \\(notInterp) \\#(Image("yes")) end"#',
            f'let {a} = ##"two "# still Text("no") \\#(no) \\##(Color("yes"))"##',
            f'let {a} = #"\\"#',
            # Multi-line strings containing Text("x").
            f'let {a} = """\n    Text("not a call")\n    Image("nor this") \\(Text("but this"))\n    "" two quotes, \\""" an escaped delimiter\n    """',
            f'let {a} = #"""\n    Text("raw multi") \\(no) \\#(Label("{k}", systemImage: "x"))\n    """#',
            # Regex literals.
            f'let {a} = /Text\\("([a-z]+)"\\)/',
            f'let {a} = #/Image\\(" (?<name>[^"]+) "\\)/#',
            f'let {a} = #/\n  Text \\( " # extended, ) "\n  ([a-z]+)\n/#',
            f'let {a} = try Regex("Text\\\\(")',
            # Nested block comments.
            f'/* outer /* inner Text("no") */ still comment Image("no") */ let {a} = Color("{self.r.choice(WORDS)}")',
            f'/**\n doc with ``Text("no")`` and /* nested */\n */\nfunc {a}() -> some View {{ Text("{k}") }}',
            f'let {a} = 1 // Text("no") /* not a comment start',
            # #if blocks.
            f'#if os(iOS)\nlet {a} = UIImage(named: "{self.r.choice(WORDS)}")\n#elseif os(macOS)\nlet {a} = NSImage(named: "{self.r.choice(WORDS)}")\n#else\nlet {a}: Int? = nil\n#endif',
            f'#if DEBUG && !SWIFT_PACKAGE\n#if canImport(UIKit)\nlet {a} = UIColor(named: "x")\n#endif\n#endif',
            f'let {a} = Text("{k}")\n#if os(iOS)\n  .navigationTitle("ios")\n#else\n  .help("mac")\n#endif',
            # Trailing closures, multiple, labelled.
            f'let {a} = Button {{ print("tap") }} label: {{\n  Label("{k}", systemImage: "plus")\n}}',
            f'let {a} = items.sorted {{ $0 < $1 }}.first {{ $0.hasPrefix("T") }}',
            f'let {a} = Menu("{k}") {{ Button("a") {{ }} }} primaryAction: {{ save() }}',
            # Calls spanning many lines with comments between the arguments.
            f'let {a} = Text(\n  // the key\n  "{k}",\n  /* table */ tableName: nil,\n\n  bundle:\n    .module,\n  comment: "multi\\nline"\n)',
            f'let {a} = NSLocalizedString(\n    "{k}",\n    tableName: "Main",\n    bundle: Bundle.main,\n    value: "",\n    comment: ""\n)',
            # Generics with > and >>.
            f'let {a}: Dictionary<String, Array<Set<Int>>> = Dictionary<String, Array<Set<Int>>>()',
            f'let {a} = Array<Optional<Text>>(repeating: Text("g"), count: 2)',
            f'let {a} = (count >> 2) < 3 && count > (1)',
            f'let {a} = count<3 ? Text("lt") : Text("ge")',
            # Operators / and < next to literals.
            f'let {a} = width/2/3 + Double(count)/4',
            f'let {a} = total / 2 / Double(items.count)',
            f'let {a} = [1, 2].map {{ $0/2 }}.filter {{ $0<1 }}',
            # Unicode identifiers and columns after non-ASCII text.
            f'let {u}{self.n} = "🙂é"; let {a} = Text("{k}")',
            f'let {a} = Text(verbatim: "日本語テキスト") + Text("{k}")',
            # Backticks.
            f'let {a} = `Text`("{k}")',
            f'let `default{self.n}` = Image(`default`)',
            f'let {a} = Text.`init`("{k}")',
            # Shadowing declarations.
            f'func Text(_ s: String, {b}: Int) -> String {{ s }}',
            f'struct Image{self.n} {{\n  init(_ name: String) {{}}\n  init(named: String, in bundle: Bundle? = Bundle(for: X.self)) {{}}\n}}',
            f'enum Color{self.n} {{ case red, custom(String) }}\nlet {a} = Color{self.n}.custom("x")',
            # Not calls: a new line before the parenthesis, selectors, key paths, attributes.
            f'let {a} = Text\n("{k}")',
            self.tagged("compound-name", f'let {a} = #selector(save(_:))'),
            f'let {a} = \\Model.title',
            f'@available(*, deprecated, message: "use Text(\\"x\\") instead")\nfunc {a}() {{}}',
            # Immediately applied closures and calls of calls.
            f'let {a} = {{ Text("{k}") }}()',
            f'let {a} = makeFactory()("x")',
            f'let {a} = handlers[0](Image("i"))',
            # Statement conditions: a brace after a call is a body, not a trailing closure.
            f'if Bundle.main.path(forResource: "{self.r.choice(WORDS)}", ofType: nil) != nil {{ print("found") }}',
            self.tagged("while-condition-call", f'while let {a} = iterator.next() {{ print({a}) }}'),
            f'guard let {a} = URL(string: "x") else {{ fatalError("Text(\\"no\\")") }}\n_ = {a}',
            self.tagged("while-condition-call", f'while let {a} = Bundle.main.url(forResource: "{self.r.choice(WORDS)}", withExtension: nil) {{ print({a}) }}'),
            f'if case .some(let {a}) = Optional(Text("{k}")) {{ print({a}) }}',
            # Raw strings that look like multi-line delimiters: `#"""#` is the one-character string `"`.
            self.tagged("raw-string-of-quotes", f'let {a} = #"""#; let {b} = Text("{k}")'),
            self.tagged("raw-string-of-quotes", f'let {a} = #""""#; let {b} = Image("{self.r.choice(WORDS)}")'),
            # Compound names are references, not calls.
            self.tagged("compound-name", f'let {a} = items.map(Text.init(verbatim:))'),
            self.tagged("compound-name", f'let {a} = #selector(UIImage.init(named:))'),
            self.tagged("compound-name", f'let {a}: (String) -> Text = Text.init(_:)'),
            # Members named like keywords.
            self.tagged("keyword-member", f'let {a} = view.if(flag) {{ $0.help("{k}") }}'),
            self.tagged("keyword-member", f'let {a} = Text("{k}").default(1)'),
            # A trailing closure on the next line still belongs to the call.
            self.tagged("newline-trailing-closure", f'let {a} = Button("{k}")\n{{ save() }}'),
            # Escapes that end strings early for naive scanners.
            f'let {a} = "quote \\" Text(\\"no\\") \\\\"; let {b} = Text("{k}")',
            f"let {a} = \"\\u{{1F600}} \\t\"; let {b} = Image(\"x\")",
            # Optional chaining and force unwrap before calls.
            f'let {a} = Bundle(identifier: "x")?.url(forResource: "r", withExtension: nil)',
            f'let {a} = view!.accessibilityLabel(Text("{k}"))',
            # Long call chains.
            "let " + a + " = Text(\"" + k + "\")" + "".join(f'.padding({i})' for i in range(self.r.randint(3, 12))),
        )

    def indent(self, text, by="  "):
        return "\n".join((by + line) if line else line for line in text.split("\n"))

    # ---------------------------------------------------------------------------------------
    # Declarations and files.

    def view_struct(self):
        name = self.ident("Screen")
        body = "\n".join(self.view() for _ in range(self.r.randint(1, 4)))
        return (f"struct {name}: View {{\n  @State private var flag = false\n  @State private var name = \"\"\n"
                f"  let items: [String] = [\"a\", \"b\"]\n\n  var body: some View {{\n    List {{\n"
                + self.indent(body, "      ") + "\n    }\n  }\n}\n")

    def function(self, hostile_share):
        name = self.ident("helper")
        lines = []
        for _ in range(self.r.randint(3, 10)):
            lines.append(self.hostile() if self.r.random() < hostile_share else self.statement())
        return (f"func {name}(_ count: Int, items: [String]) -> String {{\n"
                + self.indent("\n".join(lines)) + "\n  return \"\"\n}\n")

    def file(self, target_lines, index):
        hostile_share = 0.9 if self.style == "hostile" else 0.08
        parts = [f"// Generated by Tests/Tools/generate-swift.py, file {index}.\n"
                 "import Foundation\nimport SwiftUI\n"]
        total = 3
        while total < target_lines:
            if self.r.random() < (0.3 if self.style == "hostile" else 0.5):
                part = self.view_struct()
            else:
                part = self.function(hostile_share)
            parts.append(part)
            total += part.count("\n") + 1
        return "\n".join(parts)


def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def write_package(args, skip):
    modules = [f"Module{m}" for m in range(args.modules)]
    targets = []
    for m, mod in enumerate(modules):
        owns = m % 2 == 0
        if owns:
            targets.append(f'    .target(name: "{mod}", resources: [.process("Resources")]),')
            res = os.path.join(args.out, "Sources", mod, "Resources")
            write(os.path.join(res, "en.lproj", "Localizable.strings"),
                  "".join(f'"{a}.{b}" = "{a} {b}";\n' for a in WORDS for b in WORDS))
            write(os.path.join(res, "Media.xcassets", "Contents.json"), '{"info":{"version":1,"author":"xcode"}}\n')
            for w in WORDS[:6]:
                write(os.path.join(res, "Media.xcassets", f"{w}.imageset", "Contents.json"),
                      '{"images":[{"idiom":"universal","filename":"%s.png"}],"info":{"version":1,"author":"xcode"}}\n' % w)
        else:
            targets.append(f'    .target(name: "{mod}"),')
    write(os.path.join(args.out, "Package.swift"),
          "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n"
          '  name: "Generated",\n  defaultLocalization: "en",\n  targets: [\n' + "\n".join(targets) + "\n  ]\n)\n")
    for i in range(args.files):
        mod = modules[i % len(modules)]
        g = Gen(random.Random(args.seed * 1_000_003 + i), args.style, skip, args.mistakes,
                owns=(i % len(modules)) % 2 == 0)
        write(os.path.join(args.out, "Sources", mod, f"File{i}.swift"), g.file(args.lines, i))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", help="output folder (files File<i>.swift, or a package tree with --package)")
    p.add_argument("--files", type=int, default=10)
    p.add_argument("--lines", type=int, default=200, help="approximate lines per file")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--style", choices=["hostile", "realistic"], default="hostile")
    p.add_argument("--package", action="store_true", help="write Package.swift, Sources/<Module>/, resources")
    p.add_argument("--modules", type=int, default=4)
    p.add_argument("--mistakes", type=float, default=1.0,
                   help="share of lookups written wrong (realistic style; default 1: the full mix)")
    p.add_argument("--single", action="store_true", help="write one file to stdout")
    p.add_argument("--skip", default="", help="comma-separated tags of constructs to leave out "
                   "(see Tests/Tools/oracle-known-issues.txt)")
    args = p.parse_args()
    skip = [t for t in args.skip.split(",") if t]
    if args.single:
        sys.stdout.write(Gen(random.Random(args.seed), args.style, skip).file(args.lines, 0))
        return
    if not args.out:
        p.error("--out is required unless --single")
    if args.package:
        write_package(args, skip)
        return
    for i in range(args.files):
        g = Gen(random.Random(args.seed * 1_000_003 + i), args.style, skip)
        write(os.path.join(args.out, f"File{i}.swift"), g.file(args.lines, i))


if __name__ == "__main__":
    main()
