// Generated from Rules/*.json by 'swift run generate-rules'. Do not edit.
// swift-format-ignore-file

extension BuiltinRules {
  /// The rule files, by file name, in file-name order.
  static let files: [(name: String, json: String)] = [
    (
      "app-lacks-module-localizations.json",
      #"""
{
  "id": "app-lacks-module-localizations",
  "kind": "resourceContent",
  "check": "hostLocalizations",
  "severity": "warning",
  "inExample": false,
  "summary": "A package module or framework is translated into languages that an app or extension running it does not declare",
  "message": "module '{module}' is translated into {localizations}, which '{detail}' does not declare, so the system does not pick those languages for '{detail}' and users who prefer them see the module in a language it declares; declare them in '{detail}'",
  "rationale": [
    "The system picks one language for a process from the languages its main bundle declares:",
    "the `.lproj` folders of the app (or app extension, whose own bundle is the main bundle of",
    "its process) and the `CFBundleLocalizations` of its Info.plist ('The localizations handled",
    "manually by your app', https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundlelocalizations).",
    "Every framework and package bundle the process loads then shows that language, or its",
    "own development language when it lacks it; only `CFBundleAllowMixedLocalizations` ('whether",
    "the bundle supports the retrieval of localized strings from frameworks',",
    "https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleallowmixedlocalizations)",
    "lets each bundle choose its own language from the user's preferences (as the Swift Forums",
    "review of SwiftPM's localized resources explains,",
    "https://forums.swift.org/t/package-manager-localized-resources/32963). The `.lproj`",
    "folders of a package's resource bundle are not counted: a package translated into German",
    "inside an app that declares only English shows English to a German user",
    "(https://scottberrevoets.com/2025/09/19/localization-troubles-with-swift-pm). The",
    "project's `knownRegions` are not counted either: they are what Xcode offers to localize,",
    "and the app declares a language only once a resource of its bundle is localized in it (a",
    "`de.lproj` file, a language of its String Catalog). With the repository's Xcode projects,",
    "bundlelint compares the languages of the tables of each package module and dynamic",
    "framework (beyond the package's `defaultLocalization`, `en` for a framework; a language",
    "whose entries are empty or show the development text is no translation) with what each",
    "app and extension that runs the module declares: its",
    "localized resources and localized intent definitions, its String Catalogs' languages, its",
    "development region, and `CFBundleLocalizations` in its Info.plist or",
    "`INFOPLIST_KEY_CFBundleLocalizations` (counted, though Xcode may leave that setting out of",
    "the Info.plist it generates: silence is the safer side). A language counts as declared",
    "when the app declares it with or without a region (`de` for `de-CH`). Silent when the app",
    "allows mixed localizations (in its Info.plist or with",
    "`INFOPLIST_KEY_CFBundleAllowMixedLocalizations`), when its Info.plist or one of its String",
    "Catalogs cannot be read (a catalog downloaded at build time) or its path is not known, and",
    "when the module has no translation beyond its development language. An extension is",
    "reported whether or not its own code shows the module's text: the languages it declares",
    "decide for every bundle it loads. Reported once per app or extension, on the module's",
    "table file of the first language it lacks. In the examples, the code is that table,",
    "`de.lproj/Localizable.strings` of module `Feature`, which the app `App` links."
  ],
  "texts": {
    "whatItDoes": "Reads the string tables of each package module and framework that apps and extensions of the repository's Xcode projects run, and their Info.plist files and localized resources, and reports on the module's table file: a language the module is translated into that the app or extension does not declare",
    "fixSafety": "No automatic fix: the fix is a project edit (list the languages under 'CFBundleLocalizations' in the app's Info.plist, or localize a resource of the app in them), shown as a note.",
    "declareLocalizations": "add {localizations} to 'CFBundleLocalizations' in the Info.plist of '{host}', or localize a resource of '{host}' in them"
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "↓\"feature.title\" = \"Funktion\";"
        ],
        "why": "the app declares only 'en': its bundle has no German resource and its Info.plist no 'CFBundleLocalizations'",
        "fixture": "app-english-only"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "\"feature.title\" = \"Funktion\";"
        ],
        "why": "the app's Info.plist lists 'de' under 'CFBundleLocalizations'",
        "fixture": "app-declares-german"
      },
      {
        "code": [
          "\"feature.title\" = \"Funktion\";"
        ],
        "why": "the app's Info.plist sets 'CFBundleAllowMixedLocalizations': each bundle picks its own language",
        "fixture": "app-allows-mixed"
      },
      {
        "code": [
          "\"feature.title\" = \"Funktion\";"
        ],
        "why": "the app has its own 'de.lproj/InfoPlist.strings'",
        "fixture": "app-localized-in-german"
      }
    ]
  }
}
"""#
    ),
    (
      "asset-missing-bundle.json",
      ##"""
{
  "id": "asset-missing-bundle",
  "kind": "bundleParameter",
  "severity": "warning",
  "summary": "An asset lookup in a package target searches the main bundle instead of the module's",
  "message": "'{callee}' looks up '{lookup}' in the main bundle, so the package's asset is missing at run time; {fix}",
  "rationale": [
    "SwiftPM compiles a target's asset catalogs into the target's own resource bundle.",
    "`Image(\"name\")`, `Color(\"name\")`, `UIImage(named:)`, `UIColor(named:)`, `NSImage(named:)`,",
    "`NSColor(named:)`, `NSDataAsset(name:)` and the `image:` names of `Label`, `Tab` and",
    "`ContentUnavailableView` search `Bundle.main` (the app). The app has no such asset, so the",
    "image is empty, the color is missing or the initializer returns nil, and nothing fails at",
    "build time.",
    "",
    "`#imageLiteral(resourceName:)` loads from the main bundle too (it is",
    "`UIImage(imageLiteralResourceName:)`); its fix writes `UIImage(named:in:with:)!` in a file that",
    "imports UIKit, `Bundle.module.image(forResource:)!` in one that imports AppKit."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "assetCatalogs"
    ]
  },
  "calls": [
    {
      "callee": "Image",
      "parameters": [
        "_",
        "variableValue",
        "bundle",
        "label"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "Image",
      "parameters": [
        "decorative",
        "variableValue",
        "bundle"
      ],
      "lookup": {
        "label": "decorative",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "Color",
      "parameters": [
        "_",
        "bundle"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "UIImage",
      "parameters": [
        "named",
        "in",
        "compatibleWith"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "in: .module, compatibleWith: nil",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "UIImage",
      "parameters": [
        "named",
        "in",
        "with"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "in: .module, with: nil",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "UIImage",
      "parameters": [
        "named",
        "in",
        "variableValue",
        "configuration"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "in: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "UIColor",
      "parameters": [
        "named",
        "in",
        "compatibleWith"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "in: .module, compatibleWith: nil",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "NSImage",
      "parameters": [
        "named"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "rewrite": "Bundle.module.image(forResource: {lookupSource})",
      "kind": "noBundleParameter"
    },
    {
      "callee": "#imageLiteral",
      "parameters": [
        "resourceName"
      ],
      "lookup": {
        "label": "resourceName",
        "value": "any"
      },
      "rewrite": "UIImage(named: {lookupSource}, in: .module, with: nil)",
      "message": "'{callee}' loads '{lookup}' from the main bundle, so the package's image is missing at run time; {fix}, or with AppKit 'Bundle.module.image(forResource: {lookupSource})'",
      "kind": "noBundleParameter"
    },
    {
      "callee": "NSColor",
      "parameters": [
        "named",
        "bundle"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "NSDataAsset",
      "parameters": [
        "name",
        "bundle"
      ],
      "lookup": {
        "label": "name",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "Label",
      "parameters": [
        "_",
        "image"
      ],
      "lookup": {
        "label": "image",
        "value": "any"
      },
      "rewrite": "Label { … } icon: { Image({lookupSource}, bundle: .module) }",
      "kind": "noBundleParameter"
    },
    {
      "callee": "Tab",
      "parameters": [
        "_",
        "image",
        "value",
        "role",
        "content"
      ],
      "lookup": {
        "label": "image",
        "value": "any"
      },
      "rewrite": "Tab(value: …) { … } label: { Label { … } icon: { Image({lookupSource}, bundle: .module) } }",
      "kind": "noBundleParameter"
    },
    {
      "callee": "ContentUnavailableView",
      "parameters": [
        "_",
        "image",
        "description"
      ],
      "lookup": {
        "label": "image",
        "value": "any"
      },
      "rewrite": "ContentUnavailableView { Label { … } icon: { Image({lookupSource}, bundle: .module) } }",
      "kind": "noBundleParameter"
    }
  ],
  "texts": {
    "addBundle": "add '{insert}'",
    "classBundleMessage": "'{callee}' looks up '{lookup}' in '{bundle}', which is 'Bundle(for: {class}.self)': in a SwiftPM build that is the bundle of the code's binary, not the resource bundle of module '{module}'; {fix}",
    "fixSafety": [
      "Safe when the evidence is certain, the error findings (the name is in this module's own resources) outside a type that writes its texts verbatim: inserting the bundle argument where the declaration puts it, or replacing '.main', 'nil' or 'Bundle.main' with the module's bundle, makes the code do what it evidently means, and 'bundlelint --fix' applies it. Unsafe otherwise (the name is not verified, or the call is replaced, as 'Bundle(for:)' by 'Bundle.module'): the fix changes which bundle is searched at run time; review it ('--diff --unsafe-fixes') and apply it with '--fix --unsafe-fixes'.",
      "Calls to APIs without a bundle parameter get a rewrite, unsafe as the call's shape changes: '#imageLiteral' (the '!' fails at run time where the image is missing, as the literal does) in files that import UIKit or AppKit; the image of 'Label(_:image:)', 'Tab(_:image:)' and 'ContentUnavailableView(_:image:description:)' as the closure form, 'Label { Text(title) } icon: { Image(name, bundle: .module) }' ('Image(.name)' in a file that already uses generated asset symbols, where the name is its own symbol), the title read as before."
    ],
    "inOtherModule": "'{name}' is in module {owner}'s {place}",
    "inThisModule": "'{name}' is in this module's {place}; this call looks in the main bundle, so it is certain to miss it",
    "replaceBundle": "replace '{written}' with '{replacement}'",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "rewrite": "rewrite as '{rewrite}'",
    "unverifiedMessage": "'{callee}' looks up '{lookup}' in the main bundle, while module '{module}' keeps its assets in its own bundle; {fix}",
    "whatItDoes": [
      "Reports these calls in modules that own asset catalogs:",
      "{calls}"
    ]
  },
  "examples": {
    "triggering": [
      "let logo = ↓Image(\"logo\")",
      "↓Image(\"logo\", label: Text(\"Logo\"))",
      "↓Image(decorative: \"divider\")",
      "↓Image(\"signal\", variableValue: 0.5)",
      "↓Image(\"logo\", bundle: nil)",
      "↓Image(\"logo\", bundle: .main)",
      "let tint = ↓Color(\"BrandTint\")",
      "let logo = ↓UIImage(named: \"logo\")",
      "let logo = ↓UIImage(named: \"logo\", in: nil, compatibleWith: nil)",
      "let logo = ↓UIImage(named: \"logo\", in: Bundle.main, with: configuration)",
      "let tint = ↓UIColor(named: \"BrandTint\")",
      "let logo = ↓NSImage(named: \"logo\")",
      "let tint = ↓NSColor(named: \"BrandTint\")",
      "let data = ↓NSDataAsset(name: \"defaults\")",
      "↓Label(\"Settings\", image: \"gear.custom\")",
      [
        "↓Tab(\"Home\", image: \"house.custom\") {",
        "    HomeView()",
        "}"
      ],
      "↓ContentUnavailableView(\"No Items\", image: \"empty.box\")",
      "let logo = ↓#imageLiteral(resourceName: \"logo\")"
    ],
    "nonTriggering": [
      "Image(\"logo\", bundle: .module)",
      "Image(decorative: \"divider\", bundle: .module)",
      "Image(\"logo\", bundle: resourceBundle)",
      "Image(systemName: \"star\")",
      "Image(uiImage: image)",
      {
        "code": "Image(name)",
        "why": "only a literal picks the asset-name overload for sure"
      },
      {
        "code": "Image(.logo)",
        "why": "a generated ImageResource carries its bundle"
      },
      "Image(\"\")",
      "Color(.systemRed)",
      "Color(red: 1, green: 0, blue: 0)",
      "Color(\"BrandTint\", bundle: .module)",
      "UIImage(named: \"logo\", in: .module, compatibleWith: nil)",
      "UIImage(systemName: \"star\")",
      {
        "code": "UIImage(named: nil)",
        "why": "'nil' names nothing"
      },
      "NSColor(named: \"BrandTint\", bundle: .module)",
      "NSDataAsset(name: \"defaults\", bundle: .module)",
      "Label(\"Settings\", systemImage: \"gear\")",
      {
        "code": "Label(\"Settings\", image: .gearCustom)",
        "why": "an ImageResource carries its bundle"
      },
      {
        "code": "let logo = Image(\"logo\")",
        "moduleOwns": [
          "bundle",
          "stringTables"
        ],
        "why": "the module owns no asset catalog"
      },
      {
        "code": "let logo = UIImage(named: \"logo\")",
        "moduleOwns": [],
        "why": "the module owns no resources"
      },
      {
        "code": [
          "extension UIImage {",
          "    convenience init?(named name: String) {",
          "        self.init(named: name, in: .module, compatibleWith: nil)",
          "    }",
          "}",
          "let logo = UIImage(named: \"logo\")"
        ],
        "why": "the call resolves to the module's own initializer"
      },
      [
        "#if !SWIFT_PACKAGE",
        "let logo = Image(\"logo\")",
        "#endif"
      ],
      {
        "code": "let logo = Image(\"logo\")",
        "inTestTarget": true,
        "why": "test code (a snapshot test) is not shipped UI; set 'lintTestTargets' to lint it"
      },
      {
        "code": "let icon = UIImage(named: \"logo\") ?? UIImage(named: \"logo\", in: .module, with: nil)",
        "why": "a host-first hook: the app's image of that name wins, the module's is the fallback"
      },
      {
        "code": [
          "func icon(_ name: String) -> UIImage? {",
          "    var image = UIImage(named: name)",
          "    if image == nil {",
          "        image = UIImage(named: name, in: .module, compatibleWith: nil)",
          "    }",
          "    return image",
          "}"
        ],
        "why": "the same hook written with 'if': the main bundle first on purpose"
      },
      {
        "code": "let image = (bundle == .main) ? NSImage(named: name) : bundle.image(forResource: name)",
        "why": "a generated asset accessor: 'NSImage(named:)' only where the bundle is the main one"
      },
      {
        "code": "let add = NSImage(named: NSImage.addTemplateName)",
        "why": "an AppKit system image: no bundle has it"
      },
      {
        "code": "let action = NSImage(named: NSImage.Name.actionTemplate)",
        "why": "an AppKit system image name"
      },
      {
        "code": "let logo = UIImage(named: name)",
        "why": "the name is not a literal, so nothing shows it is the module's: reported only with the opt-in 'lookup-outside-package'"
      },
      {
        "code": "let icon = Image(\"AppIcon-Preview\")",
        "why": "no catalog of the package has it: the app's asset is meant"
      },
      {
        "code": "let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)",
        "why": "a color literal is a value, not a lookup"
      },
      {
        "code": "let logo = UIImage(named: \"logo\", in: .module, with: nil)",
        "why": "the rewrite of '#imageLiteral'"
      },
      {
        "code": "let logo = UIImage(resource: .logo)",
        "why": "a generated asset symbol carries its module's bundle"
      }
    ],
    "corrections": [
      {
        "before": [
          "import UIKit",
          "let logo = ↓#imageLiteral(resourceName: \"logo\")"
        ],
        "after": [
          "import UIKit",
          "let logo = UIImage(named: \"logo\", in: .module, with: nil)!"
        ]
      },
      {
        "before": [
          "import AppKit",
          "let logo = ↓#imageLiteral(resourceName: \"logo\")"
        ],
        "after": [
          "import AppKit",
          "let logo = Bundle.module.image(forResource: \"logo\")!"
        ]
      },
      {
        "before": "↓Image(\"logo\")",
        "after": "Image(\"logo\", bundle: .module)"
      },
      {
        "before": "↓Image(\"logo\", label: Text(\"Logo\"))",
        "after": "Image(\"logo\", bundle: .module, label: Text(\"Logo\"))"
      },
      {
        "before": "↓Image(\"logo\", bundle: nil)",
        "after": "Image(\"logo\", bundle: .module)"
      },
      {
        "before": "let logo = ↓UIImage(named: \"logo\")",
        "after": "let logo = UIImage(named: \"logo\", in: .module, compatibleWith: nil)"
      },
      {
        "before": "let logo = ↓UIImage(named: \"logo\", in: nil, compatibleWith: nil)",
        "after": "let logo = UIImage(named: \"logo\", in: .module, compatibleWith: nil)"
      },
      {
        "before": "let data = ↓NSDataAsset(name: \"defaults\")",
        "after": "let data = NSDataAsset(name: \"defaults\", bundle: .module)"
      },
      {
        "before": "let logo = ↓NSImage(named: \"logo\")",
        "after": "let logo = Bundle.module.image(forResource: \"logo\")"
      },
      {
        "before": "↓Label(\"Settings\", image: \"gear.custom\")",
        "after": "Label { Text(\"Settings\") } icon: { Image(\"gear.custom\", bundle: .module) }"
      },
      {
        "before": "↓ContentUnavailableView(\"No Items\", image: \"empty.box\", description: Text(\"Add one\"))",
        "after": "ContentUnavailableView { Label { Text(\"No Items\") } icon: { Image(\"empty.box\", bundle: .module) } } description: { Text(\"Add one\") }"
      },
      {
        "before": [
          "↓Tab(\"Home\", image: \"house.custom\", value: 0) {",
          "    HomeView()",
          "}"
        ],
        "after": [
          "Tab(value: 0) {",
          "    HomeView()",
          "} label: { Label { Text(\"Home\") } icon: { Image(\"house.custom\", bundle: .module) } }"
        ]
      },
      {
        "before": [
          "let icon = Image(.logo)",
          "↓Label(\"Settings\", image: \"divider\")"
        ],
        "after": [
          "let icon = Image(.logo)",
          "Label { Text(\"Settings\") } icon: { Image(.divider) }"
        ]
      }
    ]
  }
}
"""##
    ),
    (
      "copied-resource-not-compiled.json",
      #"""
{
  "id": "copied-resource-not-compiled",
  "kind": "manifest",
  "severity": "warning",
  "summary": "An asset catalog or localization folder is copied verbatim instead of compiled",
  "message": "'{path}' of target '{target}' is copied with '.copy', so it is never compiled and lookups by name find nothing; use '.process' instead",
  "rationale": [
    "`.copy` puts a folder into the bundle as it is. An asset catalog (`.xcassets`) or a",
    "localization folder (`.lproj`) must be compiled (`.process`) for `Image(\"name\", bundle:`",
    "`.module)` or `Text(\"key\", bundle: .module)` to find anything in it."
  ],
  "problem": "copiedResourceNotCompiled",
  "texts": {
    "whatItDoes": "Reads 'Package.swift' and the target folders, and reports on the manifest line: an asset catalog or localization folder is copied verbatim instead of compiled",
    "fixSafety": "No automatic fix."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [↓.copy(\"Resources\")])",
          "    ]",
          ")"
        ],
        "fixture": "copied-catalog"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.process(\"Resources\")])",
          "    ]",
          ")"
        ],
        "fixture": "processed-catalog"
      },
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.copy(\"Resources\")])",
          "    ]",
          ")"
        ],
        "fixture": "copied-empty-catalog",
        "why": "the copied catalog is empty (its 'Contents.json' alone): nothing would be compiled"
      }
    ],
    "corrections": []
  }
}
"""#
    ),
    (
      "explicit-bundle-misses-key.json",
      #"""
{
  "id": "explicit-bundle-misses-key",
  "kind": "resourceContent",
  "check": "explicitBundle",
  "severity": "warning",
  "inExample": false,
  "summary": "An explicit bundle resolves to a target whose tables lack the key, and exactly one other target has it",
  "message": "'{lookup}' is looked up in {detail}; {place}, and only '{module}' has the key, so the raw key shows; {fix}",
  "rationale": [
    "A lookup that passes a bundle searches that bundle only. `Bundle(for: C.self)` is the bundle of",
    "the binary that compiles class `C`, `#bundle` that of the binary compiling the code, and each",
    "target that compiles a file gets its own copy of a class the file declares: SwiftGen's",
    "`Bundle(for: BundleToken.self)` in a strings file that both the app and a framework compile is",
    "the app's bundle in the app and the framework's in the framework. When the bundle a target's",
    "code resolves to lacks the key and exactly one other target of the project has it, the table",
    "was most likely copied into the wrong target: the lookup shows the raw key (or the call's",
    "`value:`) there. Reported only with that evidence: a key that no target has, or that several",
    "other targets have, is not this rule's business, and a bundle whose target bundlelint cannot",
    "tell (a parameter, a class it does not see declared) stays silent. For a helper that takes the",
    "key and names the bundle itself (`tr(_:_:)`), the literal keys the same file passes to it are",
    "checked; when the bundle has no table of that name at all, one finding at the helper's lookup",
    "stands for all of them. In the examples the project has an app `App` (its table has",
    "`app.title`), a share extension `Share` (`share.title`) and a framework `Kit` (`kit.ok`) that",
    "declares the class `KitView`; all three have `kit.shared`, and the code is `Kit`'s."
  ],
  "callsOf": [
    "localized-string-missing-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports, in targets of Xcode projects, these calls when they pass a bundle that resolves to a target of the project, and calls of helpers that look their key up in such a bundle:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: which target should carry the table is a project decision, which the message and its note name.",
    "copyResource": "add the {resource} to the Copy Bundle Resources of target '{target}', or look the key up in the bundle of the target that has it",
    "resourcesHere": "'{module}' copies its resources here",
    "lacksKey": "its {table} lacks the key",
    "noSuchTable": "it has no '{table}' table",
    "addKey": "add the key to {file} of that target, or look it up in the bundle of the target that has it",
    "resolvedBundle": "'{bundle}', which is '{product}' in target '{target}'",
    "wrapperKeysMessage": "'{callee}' looks up the {count} keys this file passes to it in {detail}; it has no '{table}' table, and only '{module}' has these keys, so they show raw; {fix}"
  },
  "examples": {
    "triggering": [
      "let title = ↓NSLocalizedString(\"app.title\", bundle: Bundle(for: KitView.self), comment: \"\")",
      "let title = ↓String(localized: \"share.title\", bundle: Bundle(for: KitView.self))",
      "enum L10n {\n  static let title = L10n.↓tr(\"Localizable\", \"app.title\")\n  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {\n    let format = NSLocalizedString(key, tableName: table, bundle: Bundle(for: BundleToken.self), comment: \"\")\n    return String(format: format, arguments: args)\n  }\n}\nprivate final class BundleToken {}"
    ],
    "nonTriggering": [
      {
        "code": "let title = NSLocalizedString(\"kit.ok\", bundle: Bundle(for: KitView.self), comment: \"\")",
        "why": "the framework's own table has the key"
      },
      {
        "code": "let title = NSLocalizedString(\"kit.missing\", bundle: Bundle(for: KitView.self), comment: \"\")",
        "why": "no target has the key: not this rule's evidence"
      },
      {
        "code": "let title = NSLocalizedString(\"app.title\", bundle: Bundle(for: AppView.self), comment: \"\")",
        "why": "the framework does not declare 'AppView': which bundle that is cannot be told"
      },
      {
        "code": "func title(in bundle: Bundle) -> String {\n  NSLocalizedString(\"app.title\", bundle: bundle, comment: \"\")\n}",
        "why": "the bundle is a parameter"
      },
      {
        "code": "enum L10n {\n  static let title = L10n.tr(\"Localizable\", \"kit.ok\")\n  private static func tr(_ table: String, _ key: String) -> String {\n    NSLocalizedString(key, tableName: table, bundle: Bundle(for: BundleToken.self), comment: \"\")\n  }\n}\nprivate final class BundleToken {}",
        "why": "the helper's bundle is the framework's, whose table has the key"
      }
    ]
  }
}
"""#
    ),
    (
      "extension-lookup-misses.json",
      #"""
{
  "id": "extension-lookup-misses",
  "kind": "resourceContent",
  "check": "extensionHost",
  "severity": "error",
  "inExample": false,
  "summary": "An app extension looks up in its own bundle a key or asset that only the containing app has",
  "message": "'{lookup}' is in the containing app {module}'s {place}, but this '{callee}' call in an app extension looks in the main bundle, which is '{detail}' and lacks it; {fix}",
  "rationale": [
    "In an app extension `Bundle.main` is the extension's own `.appex`, not the app that embeds it.",
    "A lookup that passes no bundle (`Text(\"key\")`, `NSLocalizedString`, `Image(\"name\")`) searches",
    "only what the extension's Copy Bundle Resources phase copied. A key or asset that the",
    "containing app has and the extension lacks shows as the raw key (or no image) in the share",
    "sheet, widget or notification, while the same code works in the app. Reported only with that",
    "evidence: the extension's bundle lacks the name and a containing app's has it. Code that both",
    "the app and the extension compile is reported only when it is wrong in each of them. The fix",
    "is a project edit (add the table or catalog to the extension's Copy Bundle Resources: the",
    "note points at that phase in `project.pbxproj`) or passing the containing app's bundle. In",
    "the examples the project has an app `App` (its table has `app.title`, its catalog `AppLogo`)",
    "and a share extension `Share` that it embeds (its table has `share.title`)."
  ],
  "callsOf": [
    "localized-string-missing-bundle",
    "asset-missing-bundle",
    "key-api-without-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in app extensions of Xcode projects:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the usual fix is a project edit (copy the table or catalog into the extension's bundle), which the message and its note name; passing the containing app's bundle needs a helper that finds it.",
    "copyResource": "add the app's {resource} to the Copy Bundle Resources of target '{target}', or pass the containing app's bundle",
    "resourcesHere": "'{module}' copies its resources here"
  },
  "examples": {
    "triggering": [
      "↓Text(\"app.title\")",
      "let title = ↓NSLocalizedString(\"app.title\", comment: \"\")",
      "let logo = ↓Image(\"AppLogo\")",
      "↓Button(\"app.title\") {}"
    ],
    "nonTriggering": [
      {
        "code": "Text(\"share.title\")",
        "why": "the extension's own table has the key"
      },
      {
        "code": "Text(\"nowhere\")",
        "why": "no bundle of the project has the key"
      },
      {
        "code": "let title = NSLocalizedString(\"app.title\", bundle: appBundle, comment: \"\")",
        "why": "the call passes a bundle of its own"
      }
    ]
  }
}
"""#
    ),
    (
      "font-in-other-module.json",
      #"""
{
  "id": "font-in-other-module",
  "kind": "resourceContent",
  "check": "otherModuleFont",
  "severity": "warning",
  "inExample": false,
  "summary": "A font another module of the package ships is looked up by name",
  "message": "'{callee}' asks for font '{lookup}', which module {module} ships in '{place}'; {detail}; {fix}",
  "rationale": [
    "A font file in a package module's (or framework's) resources is not registered by the app's",
    "`UIAppFonts` or `ATSApplicationFontsPath`, which cover the app's own bundle only",
    "(developer.apple.com/documentation/bundleresources/information-property-list/uiappfonts).",
    "A lookup by name in another module (`UIFont(name:size:)`, `NSFont(name:size:)`,",
    "`Font.custom(_:size:)`) finds it only once the module that ships it has registered it with",
    "Core Text (`CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterFontURLs`,",
    "`CTFontManagerRegisterGraphicsFont`); until then `UIFont` returns nil and SwiftUI silently",
    "shows the system font. The finding names the module and says whether its code ever",
    "registers fonts: when it does, the lookup works only if that registration has run first",
    "(a warning to check the order); when it never does, the system font is shown. This check",
    "runs in every module, also in those that own no resources. In the examples, module",
    "`DesignSystem` ships `Sans-Regular.ttf` (family `Sans`) and never registers it."
  ],
  "callsOf": "package-font-not-registered",
  "texts": {
    "whatItDoes": [
      "Reports these font lookups, in every module, of a font that another module of the package ships and this one does not:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the fix is a registration call, which the note shows. Make sure the module that ships the font registers its files with Core Text ('CTFontManagerRegisterFontsForURL' with its 'Bundle.module' URLs) and that the app calls that registration at launch, before this lookup.",
    "registerFonts": "make sure {module} registers '{file}' with 'CTFontManagerRegisterFontsForURL' and that the app calls that registration at launch, before this lookup",
    "registersFonts": "{module} registers its fonts, so this finds the font only once that registration has run",
    "neverRegistersFonts": "{module} never registers its fonts, so no such font is found at run time and the system font is used"
  },
  "examples": {
    "triggering": [
      "let body = ↓UIFont(name: \"Sans-Regular\", size: 17)",
      "Text(\"Hello\").font(.↓custom(\"Sans\", size: 17, relativeTo: .body))"
    ],
    "nonTriggering": [
      {
        "code": "let body = UIFont(name: \"Helvetica\", size: 17)",
        "why": "no module of the package ships a font of that name"
      },
      {
        "code": "let body = UIFont.systemFont(ofSize: 17)",
        "why": "a system font needs no registration"
      }
    ]
  }
}
"""#
    ),
    (
      "framework-key-misses-in-extension.json",
      #"""
{
  "id": "framework-key-misses-in-extension",
  "kind": "resourceContent",
  "check": "extensionReference",
  "severity": "error",
  "inExample": false,
  "summary": "A framework's main-bundle lookup that an app extension uses names a key the extension lacks",
  "message": "'{lookup}' is looked up in the main bundle by {module}, which code that the app extension '{detail}' runs uses; there the main bundle is '{detail}', and {place}; {fix}",
  "rationale": [
    "In an app extension `Bundle.main` is the extension's `.appex`. A framework that looks keys up",
    "in the main bundle (no bundle, `bundle: .main`, or a helper such as `\"key\".localized()` that",
    "does) finds the app's table when the app runs the code, and the extension's when the extension",
    "does: code that only the extension compiles and that names the declaration holding the lookup",
    "(`Strings.cancel`), or calls such a helper with a literal key, is that evidence; so is code the",
    "extension shares with the app when the extension's own code creates its type (the share",
    "sheet's controller creating a shared picker runs the picker in the `.appex`). The extension",
    "shows the key (or the call's `value:`, untranslated) when its bundle lacks it. An error when the",
    "extension has the table but not the key; a warning (the rule's severity is the stronger case)",
    "when it has no table of that name, which a build step might add. The fix is a project edit",
    "(copy the table into the extension's Copy Bundle Resources) or passing the containing app's",
    "bundle. In the examples the project has an app `App`, a share extension `Share` whose table has",
    "`share.title` and whose own file names `KitText.title`, and a framework `Kit` both load."
  ],
  "callsOf": [
    "localized-string-missing-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports, in frameworks and app extensions of Xcode projects, these calls and calls of the framework's main-bundle helpers:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the usual fix is a project edit (copy the table into the extension's bundle), which the message and its note name.",
    "copyResource": "add the {resource} to the Copy Bundle Resources of target '{target}', or pass the containing app's bundle",
    "resourcesHere": "'{module}' copies its resources here",
    "lacksKey": "its {table} lacks the key",
    "noSuchTable": "it has no '{table}' table"
  },
  "examples": {
    "triggering": [
      "enum KitText {\n  static let title = ↓NSLocalizedString(\"kit.title\", comment: \"\")\n}"
    ],
    "nonTriggering": [
      {
        "code": "enum KitText {\n  static let unused = NSLocalizedString(\"kit.title\", comment: \"\")\n}",
        "why": "no file of the extension names 'KitText.unused'"
      },
      {
        "code": "enum KitText {\n  static let title = NSLocalizedString(\"share.title\", comment: \"\")\n}",
        "why": "the extension's table has the key"
      },
      {
        "code": "enum KitText {\n  static let title = NSLocalizedString(\"kit.title\", bundle: Bundle(for: KitView.self), comment: \"\")\n}",
        "why": "the lookup passes the framework's bundle"
      }
    ]
  }
}
"""#
    ),
    (
      "framework-lookup-by-duplication.json",
      #"""
{
  "id": "framework-lookup-by-duplication",
  "kind": "resourceContent",
  "check": "frameworkDuplication",
  "severity": "warning",
  "inExample": false,
  "summary": "A framework's main-bundle lookup works only because every host copies the framework's table or catalog",
  "message": "'{lookup}' is in framework {module}'s {place}, and this '{callee}' call finds it in the main bundle only because every app and extension that runs the framework copies it too ({detail}); {fix}",
  "rationale": [
    "A dynamic framework's lookup that passes no bundle (or `.main`) searches the bundle of the app",
    "or extension that loads it. When every host copies the framework's table or catalog, the",
    "lookup works, by duplication: the framework's own copy is never read, the copies must be kept",
    "in step, and a host added later without one shows the key. It is a latent miss, so a",
    "warning that names the hosts (`framework-lookup-in-main-bundle` reports the lookups some host",
    "lacks). In the examples, the framework `Kit` has `kit.shared` in its table, and so do the app",
    "`App` and the share extension `Share` that run it; `kit.ok` is Kit's alone."
  ],
  "callsOf": [
    "localized-string-missing-bundle",
    "asset-missing-bundle",
    "key-api-without-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in dynamic frameworks of Xcode projects:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the note says which bundle to pass; passing it changes nothing at run time while every host keeps its copy.",
    "passClassBundle": "pass '{bundleLabel}: Bundle(for: {class}.self)'",
    "addBundleToken": "declare 'final class BundleToken {}' in {module} and pass '{bundleLabel}: Bundle(for: BundleToken.self)' (or '{bundleLabel}: #bundle' when it builds with Xcode 26 or later)",
    "useFormWithClassBundle": "use a form that takes a bundle and pass 'Bundle(for: {class}.self)'",
    "passResourceBundle": "pass '{bundleLabel}: .{accessor}', the pod's resource bundle",
    "addResourceBundleLocator": "the pod keeps its resources in '{bundle}.bundle' inside its framework, which 'Bundle(for:)' does not open: add a locator that opens it ('Bundle(for: C.self).url(forResource: \"{bundle}\", withExtension: \"bundle\")' with 'Bundle(url:)') and pass it as '{bundleLabel}:'"
  },
  "examples": {
    "triggering": [
      "let shared = ↓NSLocalizedString(\"kit.shared\", comment: \"\")",
      "↓Text(\"kit.shared\")"
    ],
    "nonTriggering": [
      {
        "code": "let ok = NSLocalizedString(\"kit.ok\", comment: \"\")",
        "why": "a host lacks it: 'framework-lookup-in-main-bundle' reports it"
      },
      {
        "code": "let shared = NSLocalizedString(\"kit.shared\", bundle: Bundle(for: KitView.self), comment: \"\")",
        "why": "the lookup passes the framework's bundle"
      },
      {
        "code": "let placeholder = NSLocalizedString(\"– – –\", comment: \"\")",
        "why": "a key of dashes and spaces has nothing to translate"
      }
    ]
  }
}
"""#
    ),
    (
      "framework-lookup-in-main-bundle.json",
      #"""
{
  "id": "framework-lookup-in-main-bundle",
  "kind": "resourceContent",
  "check": "frameworkHost",
  "severity": "error",
  "inExample": false,
  "summary": "A framework looks up in the main bundle a key or asset that only its own bundle has",
  "message": "'{lookup}' is in framework {module}'s {place}, but this '{callee}' call looks in the main bundle, which is the app's or extension's that loads the framework{detail}; {fix}",
  "rationale": [
    "A dynamic framework of an Xcode project has a bundle of its own (`Kit.framework`), which its",
    "Copy Bundle Resources phase fills. Code in the framework that passes no bundle, or passes",
    "`.main`, searches `Bundle.main`: the bundle of whatever app or extension loads the framework.",
    "A key or asset the framework's own bundle has is not there unless that host copies the same",
    "table or catalog, so the lookup shows the key or no image at run time. SwiftLint's",
    "`nslocalizedstring_require_bundle` is satisfied by `bundle: .main`, which is exactly this bug.",
    "The finding names a host whose bundle lacks what is looked up (the project's host graph says",
    "which apps and extensions run the framework). When every host copies the framework's table",
    "too, the lookup works by duplication and nothing is reported. Pass the framework's bundle:",
    "`Bundle(for: C.self)` for a class `C` the framework declares, or a",
    "`private final class BundleToken {}` declared for that purpose. In the examples the project has",
    "an app `App` (its table has `app.title`, its catalog `AppLogo`), a share extension `Share`",
    "(its table has `share.title`) and a framework `Kit` that both load: Kit's table has `kit.ok`,",
    "its catalog `KitLogo`, and it declares the class `KitView`."
  ],
  "callsOf": [
    "localized-string-missing-bundle",
    "asset-missing-bundle",
    "key-api-without-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in dynamic frameworks of Xcode projects:",
      "{calls}"
    ],
    "fixSafety": "Unsafe: the fix passes 'Bundle(for: C.self)' for a class 'C' the framework declares, where the declaration puts the bundle parameter or in place of '.main'; review it and apply it with '--fix --unsafe-fixes'. In a pod whose 'resource_bundles' hold its resources, the fix passes the pod's locator of that bundle instead ('Bundle(for:)' opens the framework, not the resource bundle inside it). No fix when the framework declares no class, or the pod has no locator (the message says how to add one), or for a call that takes no bundle argument.",
    "passClassBundle": "pass '{bundleLabel}: Bundle(for: {class}.self)'",
    "addBundleToken": "declare 'final class BundleToken {}' in {module} and pass '{bundleLabel}: Bundle(for: BundleToken.self)' (or '{bundleLabel}: #bundle' when it builds with Xcode 26 or later)",
    "missesInHost": " ('{host}' lacks it)",
    "resourcesHere": "'{module}' copies its resources here",
    "useFormWithClassBundle": "use a form that takes a bundle and pass 'Bundle(for: {class}.self)'",
    "passResourceBundle": "pass '{bundleLabel}: .{accessor}', the pod's resource bundle",
    "addResourceBundleLocator": "the pod keeps its resources in '{bundle}.bundle' inside its framework, which 'Bundle(for:)' does not open: add a locator that opens it ('Bundle(for: C.self).url(forResource: \"{bundle}\", withExtension: \"bundle\")' with 'Bundle(url:)') and pass it as '{bundleLabel}:'"
  },
  "examples": {
    "triggering": [
      "let ok = ↓NSLocalizedString(\"kit.ok\", comment: \"\")",
      "↓Text(\"kit.ok\")",
      "let ok = ↓NSLocalizedString(\"kit.ok\", bundle: .main, comment: \"\")",
      "let logo = ↓UIImage(named: \"KitLogo\")",
      "let logo = ↓Image(\"KitLogo\", bundle: Bundle.main)",
      "let flash = ↓#imageLiteral(resourceName: \"KitLogo\")"
    ],
    "nonTriggering": [
      "let ok = NSLocalizedString(\"kit.ok\", bundle: Bundle(for: KitView.self), comment: \"\")",
      {
        "code": "let title = NSLocalizedString(\"app.title\", comment: \"\")",
        "why": "the framework's bundle lacks the key: where it is found depends on the host"
      },
      {
        "code": "Text(\"nowhere\")",
        "why": "no bundle of the project has the key"
      },
      {
        "code": "let logo = UIImage(named: \"KitLogo\", in: Bundle(for: KitView.self), compatibleWith: nil)",
        "why": "the lookup passes the framework's bundle"
      },
      {
        "code": "let placeholder = NSLocalizedString(\"– – –\", comment: \"\")",
        "why": "a key of dashes and spaces has nothing to translate"
      }
    ],
    "corrections": [
      {
        "before": "let ok = ↓NSLocalizedString(\"kit.ok\", comment: \"\")",
        "after": "let ok = NSLocalizedString(\"kit.ok\", bundle: Bundle(for: KitView.self), comment: \"\")"
      },
      {
        "before": "let logo = ↓UIImage(named: \"KitLogo\")",
        "after": "let logo = UIImage(named: \"KitLogo\", in: Bundle(for: KitView.self), compatibleWith: nil)"
      }
    ]
  }
}
"""#
    ),
    (
      "interface-file-missing-bundle.json",
      #"""
{
  "id": "interface-file-missing-bundle",
  "kind": "bundleParameter",
  "severity": "warning",
  "summary": "A storyboard or nib in a package target is loaded from the main bundle instead of the module's",
  "message": "'{callee}' loads '{lookup}' from the main bundle, so loading fails at run time; {fix}",
  "rationale": [
    "SwiftPM compiles a target's storyboards and xibs into the target's own resource bundle.",
    "`UINib(nibName:bundle:)`, `UIStoryboard(name:bundle:)`, `NSNib`, `NSStoryboard` and",
    "`UIViewController(nibName:bundle:)` with a `nil` or main bundle search the app, which has no",
    "such file: UIKit raises an exception (\"Could not find a storyboard named…\") or the view",
    "controller comes up without its view."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "interfaceFiles"
    ]
  },
  "calls": [
    {
      "callee": "UINib",
      "parameters": [
        "nibName",
        "bundle"
      ],
      "lookup": {
        "label": "nibName",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "UIStoryboard",
      "parameters": [
        "name",
        "bundle"
      ],
      "lookup": {
        "label": "name",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "NSNib",
      "parameters": [
        "nibNamed",
        "bundle"
      ],
      "lookup": {
        "label": "nibNamed",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "NSStoryboard",
      "parameters": [
        "name",
        "bundle"
      ],
      "lookup": {
        "label": "name",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "UIViewController",
      "parameters": [
        "nibName",
        "bundle"
      ],
      "lookup": {
        "label": "nibName",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "NSViewController",
      "parameters": [
        "nibName",
        "bundle"
      ],
      "lookup": {
        "label": "nibName",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "init",
      "parameters": [
        "nibName",
        "bundle"
      ],
      "lookup": {
        "label": "nibName",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      },
      "form": "member",
      "receivers": [
        "super",
        "self"
      ]
    }
  ],
  "texts": {
    "addBundle": "add '{insert}'",
    "classBundleMessage": "'{callee}' looks up '{lookup}' in '{bundle}', which is 'Bundle(for: {class}.self)': in a SwiftPM build that is the bundle of the code's binary, not the resource bundle of module '{module}'; {fix}",
    "fixSafety": "Safe when the evidence is certain, the error findings (the name is in this module's own resources) outside a type that writes its texts verbatim: inserting the bundle argument where the declaration puts it, or replacing '.main', 'nil' or 'Bundle.main' with the module's bundle, makes the code do what it evidently means, and 'bundlelint --fix' applies it. Unsafe otherwise (the name is not verified, or the call is replaced, as 'Bundle(for:)' by 'Bundle.module'): the fix changes which bundle is searched at run time; review it ('--diff --unsafe-fixes') and apply it with '--fix --unsafe-fixes'.",
    "inOtherModule": "'{name}' is in module {owner}'s {place}",
    "inThisModule": "'{name}' is this module's resource '{place}'",
    "replaceBundle": "replace '{written}' with '{replacement}'",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "unverifiedMessage": "'{callee}' loads '{lookup}' from the main bundle, while module '{module}' keeps its storyboards and xibs in its own bundle; {fix}",
    "whatItDoes": [
      "Reports these calls in modules that own storyboards or xibs:",
      "{calls}"
    ]
  },
  "examples": {
    "triggering": [
      "let nib = ↓UINib(nibName: \"ProductCell\", bundle: nil)",
      "let storyboard = ↓UIStoryboard(name: \"Checkout\", bundle: nil)",
      "let nib = ↓NSNib(nibNamed: \"ProductCell\", bundle: nil)",
      "let storyboard = ↓NSStoryboard(name: \"Checkout\", bundle: Bundle.main)",
      "let controller = ↓UIViewController(nibName: \"Login\", bundle: nil)",
      "let controller = ↓NSViewController(nibName: \"Preferences\", bundle: nil)",
      [
        "init() {",
        "    super.↓init(nibName: \"LoginViewController\", bundle: nil)",
        "}"
      ]
    ],
    "nonTriggering": [
      "let nib = UINib(nibName: \"ProductCell\", bundle: .module)",
      "let storyboard = UIStoryboard(name: \"Checkout\", bundle: Bundle.module)",
      "let nib = UINib(nibName: \"ProductCell\", bundle: resourceBundle)",
      {
        "code": [
          "init() {",
          "    super.init(nibName: nil, bundle: nil)",
          "}"
        ],
        "why": "'nibName: nil' loads no nib by this name"
      },
      "let controller = UIViewController(nibName: nil, bundle: nil)",
      [
        "required init?(coder: NSCoder) {",
        "    super.init(coder: coder)",
        "}"
      ],
      {
        "code": "let nib = UINib(nibName: \"ProductCell\", bundle: nil)",
        "moduleOwns": [
          "bundle",
          "assetCatalogs"
        ],
        "why": "the module owns no storyboard or xib"
      },
      {
        "code": "let nib = UINib(nibName: customName, bundle: Bundle.main)",
        "why": "'Bundle.main' written out with a name that is not a literal: the app's nib is meant, nothing says otherwise"
      },
      {
        "code": "let nib = UINib(nibName: \"Unknown\", bundle: nil)",
        "why": "no module of the package has a nib named 'Unknown'"
      },
      {
        "code": "init() {\n    super.init(nibName: nil, bundle: nil)\n}",
        "why": "no nib is loaded by name"
      },
      {
        "code": "let nib = UINib(nibName: cellName, bundle: .main)",
        "why": "the main bundle written out and a name that is not a literal: nothing says the module's resource is meant"
      }
    ],
    "corrections": [
      {
        "before": "let nib = ↓UINib(nibName: \"ProductCell\", bundle: nil)",
        "after": "let nib = UINib(nibName: \"ProductCell\", bundle: .module)"
      },
      {
        "before": "super.↓init(nibName: \"LoginViewController\", bundle: .main)",
        "after": "super.init(nibName: \"LoginViewController\", bundle: .module)"
      }
    ]
  }
}
"""#
    ),
    (
      "invalid-suppression.json",
      #"""
{
  "id": "invalid-suppression",
  "kind": "invalidSuppression",
  "severity": "warning",
  "inExample": false,
  "summary": "A suppression comment is malformed or names an unknown rule",
  "message": "'{directive}' names unknown rule '{id}', so it suppresses nothing for it; {advice}",
  "rationale": [
    "A comment starting with `bundlelint:` is meant to silence a finding. When its command is not",
    "one bundlelint knows (`bundlelint:ignore`), it names no rule, an `enable` ends no `disable`",
    "region, or a rule id is misspelt, it silences nothing, and the finding it was written for is",
    "either still reported or, worse, was never there and the comment misleads the next reader.",
    "`all` does not cover this rule; name it to keep such a comment."
  ],
  "texts": {
    "whatItDoes": "Reads each file's comments that start with 'bundlelint:', and reports on the comment's line: an unknown command, a directive without rule ids, an 'enable' that ends no region, or a rule id that names no rule",
    "fixSafety": "No automatic fix: the intended rule id or command is for the author to say.",
    "didYouMean": "did you mean '{suggestion}'?",
    "listRules": "'bundlelint rules' lists the rule ids",
    "unknownCommand": "unknown suppression directive '{word}', so it suppresses nothing; use one of {commands}",
    "noRules": "'{directive}' names no rule, so it suppresses nothing; add rule ids or 'all'",
    "unmatchedEnable": "'bundlelint:enable {id}' ends no 'bundlelint:disable {id}' region; remove it or add the 'disable' above it"
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "↓// bundlelint:disable:next module-bundle-without-resource",
          "let bundle = Bundle.module"
        ],
        "why": "a misspelt rule id: the finding stays and the comment says otherwise"
      },
      {
        "code": [
          "↓// bundlelint:ignore module-bundle-without-resources",
          "let title = \"Checkout\""
        ],
        "why": "'ignore' is not a directive"
      },
      {
        "code": [
          "↓// bundlelint:disable:next",
          "let title = \"Checkout\""
        ],
        "why": "a directive without rule ids"
      },
      {
        "code": [
          "let title = \"Checkout\"",
          "↓// bundlelint:enable module-bundle-without-resources"
        ],
        "why": "no region to end"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// bundlelint:disable:next module-bundle-without-resources",
          "let bundle = Bundle.module"
        ]
      },
      {
        "code": [
          "// bundlelint:disable module-bundle-without-resources",
          "let bundle = Bundle.module",
          "// bundlelint:enable module-bundle-without-resources"
        ]
      },
      {
        "code": [
          "// bundlelint is run in CI; see the README",
          "let title = \"Checkout\""
        ],
        "why": "only a comment starting with 'bundlelint:' is a directive"
      }
    ]
  }
}
"""#
    ),
    (
      "key-api-without-bundle.json",
      ##"""
{
  "id": "key-api-without-bundle",
  "kind": "noBundleParameter",
  "severity": "warning",
  "summary": "A SwiftUI API that takes a localized key without a bundle is used in a package target",
  "message": "'{callee}' looks up '{lookup}' in the main bundle and takes no bundle, so the package's translation is never shown; {fix}",
  "rationale": [
    "SwiftUI controls and modifiers that take a `LocalizedStringKey` title (`Button(\"key\")`,",
    "`Toggle`, `Label`, `.navigationTitle(\"key\")`, `.alert(\"key\", …)` and the like) build a",
    "`Text` for it from the `Localizable` table of the main bundle, and none of them has a bundle",
    "parameter. In a package the key lives in the module's bundle, so the app shows the raw key.",
    "Pass a `Text(\"key\", bundle: .module)` instead: every one of these APIs has a form that",
    "takes a `Text` or a label view.",
    "",
    "A `LocalizedStringKey` property or parameter is a key too when calls fill it with literal",
    "keys that their own module's tables translate (`CloseButton(accessibilityLabel: \"common.close\")`),",
    "also through an `.if(optional) { view, value in … }` helper; the finding is a warning, and",
    "when the callers are in other modules the fix is a bundle parameter that they set."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "stringTables"
    ]
  },
  "calls": [
    {
      "callee": "Button",
      "parameters": [
        "_",
        "role",
        "systemImage",
        "image",
        "action"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Button(action: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "Toggle",
      "parameters": [
        "_",
        "systemImage",
        "image",
        "isOn",
        "intent"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Toggle(isOn: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "Label",
      "parameters": [
        "_",
        "image",
        "systemImage"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Label { Text({lookupSource}, bundle: .module) } icon: { … }"
    },
    {
      "callee": "Picker",
      "parameters": [
        "_",
        "systemImage",
        "sources",
        "selection",
        "content",
        "currentValueLabel"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Picker(selection: …) { … } label: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "NavigationLink",
      "parameters": [
        "_",
        "value",
        "destination"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "NavigationLink { … } label: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "Link",
      "parameters": [
        "_",
        "destination"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Link(destination: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "TextField",
      "parameters": [
        "_",
        "text",
        "value",
        "format",
        "prompt",
        "axis"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "TextField(text: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "SecureField",
      "parameters": [
        "_",
        "text",
        "prompt"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "SecureField(text: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "Section",
      "parameters": [
        "_",
        "isExpanded",
        "content"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Section { … } header: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "Menu",
      "parameters": [
        "_",
        "systemImage",
        "image",
        "content",
        "primaryAction"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Menu { … } label: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "Stepper",
      "parameters": [
        "_",
        "value",
        "in",
        "step",
        "format",
        "onIncrement",
        "onDecrement",
        "onEditingChanged"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Stepper(value: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "DatePicker",
      "parameters": [
        "_",
        "selection",
        "in",
        "displayedComponents"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "DatePicker(selection: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "ColorPicker",
      "parameters": [
        "_",
        "selection",
        "supportsOpacity"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "ColorPicker(selection: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "ProgressView",
      "parameters": [
        "_",
        "value",
        "total"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "ProgressView { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "GroupBox",
      "parameters": [
        "_",
        "content"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "GroupBox { … } label: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "DisclosureGroup",
      "parameters": [
        "_",
        "isExpanded",
        "content"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "DisclosureGroup { … } label: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "LabeledContent",
      "parameters": [
        "_",
        "value",
        "format",
        "content"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "LabeledContent { … } label: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "Tab",
      "parameters": [
        "_",
        "image",
        "systemImage",
        "value",
        "role",
        "content"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "Tab(value: …) { … } label: { Label { Text({lookupSource}, bundle: .module) } icon: { … } }"
    },
    {
      "callee": "ShareLink",
      "parameters": [
        "_",
        "item",
        "items",
        "subject",
        "message",
        "preview"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "ShareLink(item: …) { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "ControlGroup",
      "parameters": [
        "_",
        "systemImage",
        "content"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "ControlGroup { … } label: { Text({lookupSource}, bundle: .module) }"
    },
    {
      "callee": "ContentUnavailableView",
      "parameters": [
        "_",
        "image",
        "systemImage",
        "description"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "ContentUnavailableView { Label { Text({lookupSource}, bundle: .module) } icon: { … } }"
    },
    {
      "callee": "navigationTitle",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".navigationTitle(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "navigationSubtitle",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".navigationSubtitle(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "navigationBarTitle",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".navigationBarTitle(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "navigationBarTitle",
      "form": "modifier",
      "parameters": [
        "_",
        "displayMode"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".navigationBarTitle(Text({lookupSource}, bundle: .module), displayMode: …)"
    },
    {
      "callee": "help",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".help(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "accessibilityLabel",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".accessibilityLabel(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "accessibilityHint",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".accessibilityHint(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "accessibilityValue",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".accessibilityValue(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "alert",
      "form": "modifier",
      "parameters": [
        "_",
        "isPresented",
        "presenting",
        "actions",
        "message"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".alert(Text({lookupSource}, bundle: .module), isPresented: …)"
    },
    {
      "callee": "confirmationDialog",
      "form": "modifier",
      "parameters": [
        "_",
        "isPresented",
        "titleVisibility",
        "presenting",
        "actions",
        "message"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".confirmationDialog(Text({lookupSource}, bundle: .module), isPresented: …)"
    },
    {
      "callee": "searchable",
      "form": "modifier",
      "parameters": [
        "text",
        "tokens",
        "selectedTokens",
        "isPresented",
        "placement",
        "prompt"
      ],
      "lookup": {
        "label": "prompt",
        "value": "literal"
      },
      "rewrite": ".searchable(text: …, prompt: Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "badge",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".badge(Text({lookupSource}, bundle: .module))"
    }
  ],
  "texts": {
    "duplicatedByHost": "'{name}' is in this module's {place}; the main-bundle lookup finds it only because {host} holds it too, so the module's own table is never used and a host without the key misses it",
    "fixSafety": "Unsafe: the fix rewrites the call into the form that takes a 'Text(key, bundle: .module)', which changes the call's shape; apply it with '--fix --unsafe-fixes' after review. Modifiers ('.navigationTitle', '.help', '.accessibilityLabel', '.alert', '.confirmationDialog', '.badge' and the rest, and the 'prompt:' of '.searchable') take the 'Text' where the key was: their 'Text' overloads are available where the key's are. 'Button', 'Toggle', 'Link', 'Menu', 'Picker', 'Section', 'GroupBox', 'DisclosureGroup', 'NavigationLink', 'Stepper', 'DatePicker', 'ColorPicker', 'ProgressView', 'LabeledContent', 'ShareLink', 'ControlGroup', 'Tab' and 'ContentUnavailableView' take it as their last closure, the other arguments kept ('Button(action:label:)', 'Toggle(isOn:label:)', 'NavigationLink(destination:label:)', 'Stepper(value:in:step:onEditingChanged:label:)' and 'DatePicker(selection:displayedComponents:label:)' need iOS 13 / macOS 10.15 like their key forms, 'Button(role:action:label:)' iOS 15 / macOS 12, 'Menu', 'Link(destination:label:)', 'ColorPicker(selection:supportsOpacity:label:)', 'ProgressView(value:total:label:)' and 'Label(title:icon:)' iOS 14 / macOS 11, 'LabeledContent(content:label:)', 'ShareLink(item:subject:message:label:)', 'ControlGroup(content:label:)' and 'NavigationLink(value:label:)' iOS 16 / macOS 13, 'ContentUnavailableView(label:description:actions:)' iOS 17 / macOS 14, 'Tab(value:content:label:)' iOS 18 / macOS 15, each where its key form is), with a 'systemImage:' or 'image:' as the icon of a 'Label', and a 'description: Text(…)' of a 'ContentUnavailableView' as its 'description:' closure. 'TextField(text:prompt:label:)' and 'SecureField(text:prompt:label:)' need iOS 15 / macOS 12 where the key forms need iOS 13 / macOS 10.15, so they are rewritten only where the manifest's 'platforms:' name iOS 15 and macOS 12 or later. Where the manifest's 'platforms:' name iOS 16 and macOS 13 or later, a 'Button' keeps its shape instead: 'Button(LocalizedStringResource(key, bundle: .atURL(Bundle.module.bundleURL))) { … }' ('Button(_:action:)' and 'Button(_:role:action:)' take a 'LocalizedStringResource' from iOS 16 / macOS 13). Other calls and layouts (a labelled trailing closure, a trailing closure that is an action, a 'LabeledContent' value, a 'Stepper' format, a 'ContentUnavailableView' description that is not a 'Text(…)' (an optional would not fit the closure), a 'Tab' role, a key that is not a literal) keep the rewrite as advice.",
    "inOtherModule": "'{name}' is in module {owner}'s {place}",
    "inOtherTable": "'{name}' is in this module's {place}, not in the table this call reads ('{table}'), and the call looks in the main bundle: pass the module's bundle and the table that holds the key",
    "inThisModule": "'{name}' is in this module's {place}; this call looks in the main bundle, so it is certain to miss it",
    "keyPassedHere": "'{key}' is passed as '{name}' here, and module {owner}'s {place} translates it; the lookup in the main bundle misses it",
    "keyPassedMessage": "'{callee}' looks up '{lookup}' in the main bundle and takes no bundle, so the translation of '{key}' that module {owner} passes is never shown; {fix}",
    "notTranslatedYet": "'{name}' is in this module's {place}, not translated yet: a miss shows the same text today, but once it is translated this lookup in the main bundle never shows the translation",
    "passBundleParameter": "take a 'bundle: Bundle? = nil' parameter beside '{name}' and pass 'Text({lookupSource}, bundle: bundle)' here instead of '{lookupSource}', so each calling module passes its own 'Bundle.module'",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "rewrite": "rewrite as '{rewrite}'",
    "unverifiedMessage": "'{callee}' looks up '{lookup}' in the main bundle and takes no bundle, while module '{module}' keeps its strings in its own bundle; {fix}",
    "whatItDoes": [
      "Reports these calls in modules that own string tables:",
      "{calls}"
    ],
    "writtenVerbatim": "this type writes its other texts with 'Text(verbatim:)', as if it were meant in one language, so the finding is a warning rather than an error"
  },
  "examples": {
    "triggering": [
      [
        "↓Button(\"checkout.pay\") {",
        "    pay()",
        "}"
      ],
      "↓Button(\"checkout.pay\", action: pay)",
      [
        "↓Button(\"checkout.delete\", role: .destructive) {",
        "    delete()",
        "}"
      ],
      "↓Toggle(\"settings.notifications\", isOn: $notifications)",
      "↓Label(\"settings.title\", systemImage: \"gear\")",
      [
        "↓Picker(\"settings.flavor\", selection: $flavor) {",
        "    ForEach(flavors) { flavor in",
        "        Text(flavor.name)",
        "    }",
        "}"
      ],
      [
        "↓NavigationLink(\"settings.details\") {",
        "    DetailView()",
        "}"
      ],
      "↓Link(\"settings.help\", destination: helpURL)",
      "↓TextField(\"profile.name\", text: $name)",
      "↓SecureField(\"profile.password\", text: $password)",
      [
        "↓Section(\"settings.general\") {",
        "    row",
        "}"
      ],
      [
        "↓Menu(\"editor.actions\") {",
        "    actions",
        "}"
      ],
      "↓Stepper(\"cart.quantity\", value: $quantity, in: 1...10)",
      "↓DatePicker(\"booking.date\", selection: $date)",
      "↓ColorPicker(\"theme.tint\", selection: $tint)",
      "↓ProgressView(\"sync.loading\")",
      [
        "↓GroupBox(\"settings.options\") {",
        "    options",
        "}"
      ],
      [
        "↓DisclosureGroup(\"settings.more\") {",
        "    more",
        "}"
      ],
      "↓LabeledContent(\"cart.total\", value: total)",
      [
        "↓Tab(\"tabs.home\", systemImage: \"house\") {",
        "    HomeView()",
        "}"
      ],
      "↓ShareLink(\"share.title\", item: url)",
      [
        "↓ControlGroup(\"editor.format\") {",
        "    buttons",
        "}"
      ],
      "↓ContentUnavailableView(\"search.empty\", systemImage: \"magnifyingglass\")",
      [
        "List(items) { item in",
        "    Text(item.name)",
        "}",
        ".↓navigationTitle(\"checkout.title\")"
      ],
      [
        "content",
        "    .↓navigationSubtitle(\"checkout.subtitle\")",
        "    .↓help(\"checkout.title\")"
      ],
      [
        "closeButton",
        "    .↓accessibilityLabel(\"common.close\")",
        "    .↓accessibilityHint(\"common.close.hint\")",
        "    .↓accessibilityValue(\"common.state\")"
      ],
      [
        "content",
        "    .↓alert(\"cart.delete.title\", isPresented: $isPresented) {",
        "        Button(role: .destructive) { delete() } label: { Text(\"cart.delete\", bundle: .module) }",
        "    }"
      ],
      [
        "content.↓confirmationDialog(\"cart.clear.title\", isPresented: $isPresented) {",
        "    clearButton",
        "}"
      ],
      "list.↓searchable(text: $query, prompt: \"search.prompt\")",
      "inbox.↓badge(\"inbox.new\")",
      [
        "↓Button(LocalizedStringKey(\"checkout.pay\")) {",
        "    pay()",
        "}"
      ],
      [
        "↓Button(\"\\(count) items\") {",
        "    open()",
        "}"
      ],
      [
        "content",
        "    .↓↓navigationTitle(isEditing ? \"checkout.title\" : \"checkout.subtitle\")"
      ],
      {
        "code": [
          "struct CloseButton: View {",
          "    let accessibilityLabel: LocalizedStringKey?",
          "    var body: some View {",
          "        Image(systemName: \"xmark\")",
          "            .if(accessibilityLabel) { view, label in",
          "                view.↓accessibilityLabel(label)",
          "            }",
          "    }",
          "}",
          "let close = CloseButton(accessibilityLabel: \"common.close\")"
        ],
        "why": "an '.if' helper unwraps the stored optional key a caller fills with this module's key"
      },
      {
        "code": [
          "struct SettingsPage: View {",
          "    let title: LocalizedStringKey",
          "    var body: some View {",
          "        List { }",
          "            .↓navigationTitle(title)",
          "    }",
          "}",
          "let page = SettingsPage(title: \"settings.general\")"
        ],
        "why": "the stored key is filled with a key of this module's table"
      },
      {
        "code": "↓Button(\"Save changes\") { save() }",
        "why": "the module's table holds the key in its development language only, not translated yet (a warning)"
      },
      {
        "code": [
          "NavigationView {",
          "    content",
          "        .↓navigationBarTitle(\"checkout.title\", displayMode: .inline)",
          "}"
        ],
        "why": "the iOS 13 form of the navigation title takes a key and no bundle"
      }
    ],
    "nonTriggering": [
      [
        "Button(action: pay) {",
        "    Text(\"checkout.pay\", bundle: .module)",
        "}"
      ],
      {
        "code": [
          "Button(title) {",
          "    pay()",
          "}"
        ],
        "why": "a String variable picks the verbatim overload"
      },
      [
        "Button(\"\") {",
        "    pay()",
        "}"
      ],
      {
        "code": [
          "Button(\"\\(title)\") {",
          "    pay()",
          "}"
        ],
        "why": "a key made only of interpolations"
      },
      {
        "code": [
          "Button(\"checkout.\" + name) {",
          "    pay()",
          "}"
        ],
        "why": "a concatenation picks the verbatim overload"
      },
      [
        "Button(.checkoutPay) {",
        "    pay()",
        "}"
      ],
      "Label(title, systemImage: \"gear\")",
      [
        "Label {",
        "    Text(\"settings.title\", bundle: .module)",
        "} icon: {",
        "    Image(systemName: \"gear\")",
        "}"
      ],
      [
        "Toggle(isOn: $on) {",
        "    Text(\"settings.notifications\", bundle: .module)",
        "}"
      ],
      "content.navigationTitle(Text(\"checkout.title\", bundle: .module))",
      "content.navigationTitle(title)",
      "inbox.badge(3)",
      "list.searchable(text: $query)",
      "list.searchable(text: $query, prompt: Text(\"search.prompt\", bundle: .module))",
      {
        "code": [
          "#Preview {",
          "    Button(\"checkout.pay\") {}",
          "}"
        ],
        "why": "preview code"
      },
      [
        "#if !SWIFT_PACKAGE",
        "let pay = Button(\"checkout.pay\") {}",
        "#endif"
      ],
      {
        "code": "let pay = Button(\"checkout.pay\") {}",
        "moduleOwns": [
          "bundle",
          "assetCatalogs"
        ],
        "why": "the module owns no string tables"
      },
      {
        "code": "logo.accessibilityLabel(\"Brand\")",
        "why": "a brand name no table of the package has: the same in every bundle"
      },
      {
        "code": "Button(\"Retry (debug)\") { retry() }",
        "why": "developer text no table of the package has"
      },
      {
        "code": [
          "content",
          "    .navigationTitle(isEditing ? title : \"checkout.title\")"
        ],
        "why": "a branch that is not a literal makes the expression a 'String', which is shown verbatim"
      },
      {
        "code": "Text(\"checkout.title\", comment: \"debug screen, no need to translate\")",
        "why": "the translator comment says the text is not to be translated: it is meant in one language"
      },
      {
        "code": [
          "struct CloseButton: View {",
          "    let accessibilityLabel: LocalizedStringKey?",
          "    var body: some View {",
          "        Image(systemName: \"xmark\").if(accessibilityLabel) { view, label in view.accessibilityLabel(label) }",
          "    }",
          "}",
          "let close = CloseButton(accessibilityLabel: \"Close the sheet\")"
        ],
        "why": "no table of the package has the key the caller passes"
      },
      {
        "code": [
          "struct CloseButton: View {",
          "    let label: LocalizedStringKey",
          "    let others: [LocalizedStringKey]",
          "    var body: some View {",
          "        ForEach(others, id: \\.self) { label in",
          "            Image(systemName: \"xmark\").accessibilityLabel(label)",
          "        }",
          "    }",
          "}",
          "let close = CloseButton(label: \"common.close\", others: [])"
        ],
        "why": "the closure's 'label' is not the stored key a caller fills"
      },
      {
        "code": "Button(\"OK\") { dismiss() }",
        "why": "every localization of the module's table shows the key as itself: nothing to translate"
      },
      "content.navigationBarTitle(Text(\"checkout.title\", bundle: .module), displayMode: .inline)"
    ],
    "corrections": [
      {
        "before": [
          "↓Button(\"checkout.pay\") {",
          "    pay()",
          "}"
        ],
        "after": [
          "Button {",
          "    pay()",
          "} label: { Text(\"checkout.pay\", bundle: .module) }"
        ]
      },
      {
        "before": "↓Button(\"checkout.pay\", action: pay)",
        "after": "Button(action: pay) { Text(\"checkout.pay\", bundle: .module) }"
      },
      {
        "before": "↓Button(\"checkout.pay\", role: .destructive) { remove() }",
        "after": "Button(role: .destructive) { remove() } label: { Text(\"checkout.pay\", bundle: .module) }"
      },
      {
        "before": "↓Button(\"checkout.pay\", systemImage: \"creditcard\") { pay() }",
        "after": "Button { pay() } label: { Label { Text(\"checkout.pay\", bundle: .module) } icon: { Image(systemName: \"creditcard\") } }"
      },
      {
        "before": "↓Toggle(\"checkout.title\", isOn: $isEditing)",
        "after": "Toggle(isOn: $isEditing) { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": "↓Label(\"checkout.pay\", systemImage: \"creditcard\")",
        "after": "Label { Text(\"checkout.pay\", bundle: .module) } icon: { Image(systemName: \"creditcard\") }"
      },
      {
        "before": [
          "↓Section(\"checkout.title\") {",
          "    rows",
          "}"
        ],
        "after": [
          "Section {",
          "    rows",
          "} header: { Text(\"checkout.title\", bundle: .module) }"
        ]
      },
      {
        "before": "content.↓navigationTitle(\"checkout.title\")",
        "after": "content.navigationTitle(Text(\"checkout.title\", bundle: .module))"
      },
      {
        "before": "content.↓alert(\"checkout.title\", isPresented: $failed) { retry }",
        "after": "content.alert(Text(\"checkout.title\", bundle: .module), isPresented: $failed) { retry }"
      },
      {
        "before": "content.↓help(\"checkout.title\")",
        "after": "content.help(Text(\"checkout.title\", bundle: .module))"
      },
      {
        "before": [
          "↓NavigationLink(\"checkout.title\") {",
          "    DetailView()",
          "}"
        ],
        "after": [
          "NavigationLink {",
          "    DetailView()",
          "} label: { Text(\"checkout.title\", bundle: .module) }"
        ]
      },
      {
        "before": "↓NavigationLink(\"checkout.title\", value: item)",
        "after": "NavigationLink(value: item) { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": "↓Stepper(\"checkout.title\", value: $quantity, in: 1...10)",
        "after": "Stepper(value: $quantity, in: 1...10) { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": "↓DatePicker(\"checkout.title\", selection: $date)",
        "after": "DatePicker(selection: $date) { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": "↓ColorPicker(\"checkout.title\", selection: $tint)",
        "after": "ColorPicker(selection: $tint) { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": "↓ProgressView(\"checkout.title\")",
        "after": "ProgressView { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": "↓ProgressView(\"checkout.title\", value: done, total: 10)",
        "after": "ProgressView(value: done, total: 10) { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": [
          "↓LabeledContent(\"checkout.title\") {",
          "    total",
          "}"
        ],
        "after": [
          "LabeledContent {",
          "    total",
          "} label: { Text(\"checkout.title\", bundle: .module) }"
        ]
      },
      {
        "before": "↓ShareLink(\"checkout.title\", item: url)",
        "after": "ShareLink(item: url) { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": "↓ControlGroup(\"checkout.title\") { buttons }",
        "after": "ControlGroup { buttons } label: { Text(\"checkout.title\", bundle: .module) }"
      },
      {
        "before": [
          "↓Tab(\"checkout.title\", systemImage: \"cart\", value: 1) {",
          "    CartView()",
          "}"
        ],
        "after": [
          "Tab(value: 1) {",
          "    CartView()",
          "} label: { Label { Text(\"checkout.title\", bundle: .module) } icon: { Image(systemName: \"cart\") } }"
        ]
      },
      {
        "before": "↓ContentUnavailableView(\"checkout.title\", systemImage: \"cart\")",
        "after": "ContentUnavailableView { Label { Text(\"checkout.title\", bundle: .module) } icon: { Image(systemName: \"cart\") } }"
      },
      {
        "before": "list.↓searchable(text: $query, prompt: \"checkout.title\")",
        "after": "list.searchable(text: $query, prompt: Text(\"checkout.title\", bundle: .module))"
      },
      {
        "before": "content.↓confirmationDialog(\"checkout.title\", isPresented: $asking) { buttons }",
        "after": "content.confirmationDialog(Text(\"checkout.title\", bundle: .module), isPresented: $asking) { buttons }"
      },
      {
        "before": [
          "↓ContentUnavailableView(",
          "    \"checkout.title\",",
          "    systemImage: \"cart\",",
          "    description: Text(verbatim: \"0\")",
          ")"
        ],
        "after": [
          "ContentUnavailableView {",
          "    Label { Text(\"checkout.title\", bundle: .module) } icon: { Image(systemName: \"cart\") }",
          "} description: {",
          "    Text(verbatim: \"0\")",
          "}"
        ]
      }
    ]
  }
}
"""##
    ),
    (
      "localized-string-missing-bundle.json",
      ##"""
{
  "id": "localized-string-missing-bundle",
  "kind": "bundleParameter",
  "severity": "warning",
  "summary": "A localized string lookup in a package target searches the main bundle instead of the module's",
  "message": "'{callee}' looks up '{lookup}' in the main bundle, so the package's translation is never shown; {fix}",
  "rationale": [
    "SwiftPM compiles a target's string tables into the target's own resource bundle, which code",
    "reaches through `Bundle.module`. `Text(\"key\")`, `NSLocalizedString`, `String(localized:)`,",
    "`AttributedString(localized:)` and `LocalizedStringResource` search `Bundle.main` (the app)",
    "when no bundle is passed, or when `.main` or `nil` is. The app has no such key, so the lookup",
    "silently falls back to the key itself and users never see the package's translations.",
    "",
    "Only literal keys are lookups for `Text`: `Text(title)` with a `String` shows it verbatim.",
    "A `LocalizedStringResource` takes a `BundleDescription`, which has no `.module`: pass",
    "`.atURL(Bundle.module.bundleURL)`.",
    "",
    "A `LocalizedStringKey` property or parameter is a key too when calls fill it with literal",
    "keys that their own module's tables translate (`Banner(message: \"checkout.title\")`): `Text(message)`",
    "then looks the caller's key up in the main bundle. The finding is a warning, as the name is",
    "followed through the file's declarations, not through the compiler's types. When the callers",
    "are in other modules, `.module` would not find their keys either: take a bundle parameter",
    "that they set.",
    "An App Intent's `IntentDescription(\"key\")` takes a `LocalizedStringResource`",
    "(developer.apple.com/documentation/appintents/intentdescription/init(_:categoryname:searchkeywords:)),",
    "and a literal made into one looks its key up in the main bundle",
    "(developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)):",
    "pass a resource built with the module's bundle",
    "(`LocalizedStringResource(\"key\", bundle: .atURL(Bundle.module.bundleURL))`) instead. A",
    "variable declared `LocalizedStringResource` whose value is a literal (an App Intent's",
    "`static var title: LocalizedStringResource = \"Start Workout\"`) is the same lookup: the type",
    "makes the literal a resource through `init(stringLiteral:)`, whose bundle is the main one.",
    "Its fix is shown, not applied: whether a build tool that reads the declaration (the App",
    "Intents metadata) accepts the longer form is not known here. An App Shortcut's phrases",
    "(`AppShortcutPhrase`, developer.apple.com/documentation/appintents/appshortcutphrase) are not",
    "graded: their documentation does not say which bundle they are read from."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "stringTables"
    ]
  },
  "calls": [
    {
      "callee": "Text",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "NSLocalizedString",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "value",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "String",
      "parameters": [
        "localized",
        "defaultValue",
        "options",
        "table",
        "bundle",
        "locale",
        "comment"
      ],
      "lookup": {
        "label": "localized",
        "value": "anyButResource"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "AttributedString",
      "parameters": [
        "localized",
        "defaultValue",
        "options",
        "table",
        "bundle",
        "locale",
        "comment"
      ],
      "lookup": {
        "label": "localized",
        "value": "anyButResource"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "replacement": ".module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "LocalizedStringResource",
      "parameters": [
        "_",
        "defaultValue",
        "table",
        "locale",
        "bundle",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main"
        ]
      },
      "fix": {
        "insert": "bundle: .atURL(Bundle.module.bundleURL)",
        "replacement": ".atURL(Bundle.module.bundleURL)",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "IntentDescription",
      "kind": "noBundleParameter",
      "parameters": [
        "_",
        "categoryName",
        "searchKeywords",
        "resultValueName"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "LocalizedStringResource({lookupSource}, bundle: .atURL(Bundle.module.bundleURL))"
    },
    {
      "callee": "LocalizedStringResource",
      "form": "typedValue",
      "kind": "noBundleParameter",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "LocalizedStringResource({lookupSource}, bundle: .atURL(Bundle.module.bundleURL))"
    }
  ],
  "texts": {
    "addBundle": "add '{insert}'",
    "classBundleMessage": "'{callee}' looks up '{lookup}' in '{bundle}', which is 'Bundle(for: {class}.self)': in a SwiftPM build that is the bundle of the code's binary, not the resource bundle of module '{module}'; {fix}",
    "duplicatedByHost": "'{name}' is in this module's {place}; the main-bundle lookup finds it only because {host} holds it too, so the module's own table is never used and a host without the key misses it",
    "fixSafety": "Safe when the name is in this module's own resources and no host holds it too (the errors, and the warnings for keys not translated yet where the hosts are known and none has the key), outside a type that writes its texts verbatim: inserting the bundle argument where the declaration puts it, or replacing '.main', 'nil' or 'Bundle.main' with the module's bundle, makes the code do what it evidently means, and 'bundlelint --fix' applies it. Unsafe otherwise (the name is not verified, a host holds the key too so its text may be what users see today, or the call is replaced, as 'Bundle(for:)' by 'Bundle.module'): the fix changes which bundle is searched at run time; review it ('--diff --unsafe-fixes') and apply it with '--fix --unsafe-fixes'.",
    "inOtherModule": "'{name}' is in module {owner}'s {place}",
    "inOtherTable": "'{name}' is in this module's {place}, not in the table this call reads ('{table}'), and the call looks in the main bundle: pass the module's bundle and the table that holds the key",
    "inThisModule": "'{name}' is in this module's {place}; this call looks in the main bundle, so it is certain to miss it",
    "keyPassedHere": "'{key}' is passed as '{name}' here, and module {owner}'s {place} translates it; the lookup in the main bundle misses it",
    "keyPassedMessage": "'{callee}' looks up '{lookup}' in the main bundle, so the translation of '{key}' that module {owner} passes is never shown; {fix}",
    "notTranslatedYet": "'{name}' is in this module's {place}, not translated yet: a miss shows the same text today, but once it is translated this lookup in the main bundle never shows the translation",
    "passBundleParameter": "take a 'bundle: Bundle? = nil' parameter beside '{name}' and pass it here as 'bundle: bundle', so each calling module passes its own 'Bundle.module'",
    "rewrite": "pass '{rewrite}' instead of the literal",
    "replaceBundle": "replace '{written}' with '{replacement}'",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "unverifiedMessage": "'{callee}' looks up '{lookup}' in the main bundle, while module '{module}' keeps its strings in its own bundle; {fix}",
    "whatItDoes": [
      "Reports these calls in modules that own string tables:",
      "{calls}"
    ],
    "writtenVerbatim": "this type writes its other texts with 'Text(verbatim:)', as if it were meant in one language, so the finding is a warning rather than an error"
  },
  "examples": {
    "triggering": [
      "let title = ↓Text(\"checkout.title\")",
      "static let description = ↓IntentDescription(\"checkout.title\", categoryName: \"Checkout\")",
      "static var title: ↓LocalizedStringResource = \"checkout.title\"",
      [
        "struct CheckoutIntent: AppIntent {",
        "    static let title: ↓LocalizedStringResource = \"checkout.title\"",
        "    func perform() async throws -> some IntentResult {",
        "        let subtitle: ↓Foundation.LocalizedStringResource? = \"checkout.subtitle\"; return .result()",
        "    }",
        "}"
      ],
      "↓Text(\"\\(count) items in the cart\")",
      "↓Text(#\"checkout.\\\"quoted\\\"\"#)",
      "↓Text(LocalizedStringKey(\"checkout.title\"))",
      "↓Text(\"checkout.title\", tableName: \"Checkout\", comment: \"Screen title\")",
      "↓Text(\"checkout.title\", bundle: .main)",
      "↓Text(\"checkout.title\", bundle: Bundle.main)",
      "↓Text(\"checkout.title\", bundle: nil)",
      "SwiftUI.↓Text(\"checkout.title\")",
      [
        "VStack {",
        "    ↓Text(\"checkout.title\")",
        "    ↓Text(\"checkout.subtitle\")",
        "}"
      ],
      [
        "#if os(iOS)",
        "↓Text(\"checkout.title\")",
        "#endif"
      ],
      [
        "#if SWIFT_PACKAGE",
        "let title = ↓Text(\"checkout.title\")",
        "#endif"
      ],
      "let title = ↓NSLocalizedString(\"checkout.title\", comment: \"Screen title\")",
      "↓NSLocalizedString(\"checkout.title\", tableName: \"Checkout\", bundle: .main, comment: \"\")",
      "let title = ↓String(localized: \"checkout.title\")",
      "let title = ↓String(localized: \"checkout.title\", defaultValue: \"Checkout\", table: \"Checkout\")",
      "let title = ↓String(localized: \"checkout.title\", bundle: nil)",
      "let title = ↓AttributedString(localized: \"checkout.title\")",
      "let title = ↓LocalizedStringResource(\"checkout.title\")",
      "let title = ↓LocalizedStringResource(\"checkout.title\", table: \"Checkout\", bundle: .main)",
      "↓↓Text(isEditing ? \"checkout.title\" : \"checkout.subtitle\")",
      "↓↓↓Text(step == 1 ? \"checkout.title\" : step == 2 ? (\"checkout.subtitle\") : \"checkout.pay\")",
      {
        "code": [
          "struct Banner: View {",
          "    let message: LocalizedStringKey",
          "    var body: some View {",
          "        ↓Text(message)",
          "    }",
          "}",
          "let banner = Banner(message: \"checkout.title\")"
        ],
        "why": "the stored key is filled with a key of this module's table"
      },
      {
        "code": [
          "struct Row: View {",
          "    let content: Text",
          "    init(title: LocalizedStringKey) {",
          "        content = ↓Text(title)",
          "    }",
          "    var body: some View { content }",
          "}",
          "let row = Row(title: \"checkout.pay\")"
        ],
        "why": "the parameter is filled with a key of this module's table"
      },
      {
        "code": [
          "struct Tip: View {",
          "    let configuration: Configuration",
          "    var body: some View {",
          "        if let title = configuration.title {",
          "            ↓Text(title)",
          "        }",
          "    }",
          "}",
          "struct Configuration {",
          "    let title: LocalizedStringKey?",
          "}",
          "let tip = Tip(configuration: .init(title: \"checkout.subtitle\"))"
        ],
        "why": "'if let' renames the optional key a memberwise '.init' fills"
      },
      {
        "code": [
          "public struct Badge: View {",
          "    let label: LocalizedStringKey",
          "    public init(label: LocalizedStringKey) {",
          "        self.label = label",
          "    }",
          "    public var body: some View {",
          "        ↓Text(label)",
          "    }",
          "}"
        ],
        "package": {
          "Checkout": [
            "import Feature",
            "let badge = Badge(label: \"checkout.title\")"
          ]
        },
        "packageOwns": [
          "bundle",
          "stringTables"
        ],
        "why": "another module passes a key of its own table: the fix is a bundle parameter"
      },
      {
        "code": "let pay = ↓NSLocalizedString(\"checkout.pay\", value: \"Text of checkout.pay\", comment: \"\")",
        "why": "a miss shows the 'value:', the same text as the table's only language today; once the key is translated, the lookup never shows the translation (a warning)"
      },
      {
        "code": "let title = ↓Text(\"Save changes\")",
        "why": "the module's table holds the key in its development language only, not translated yet (a warning)"
      },
      {
        "code": "let title = ↓NSLocalizedString(\"checkout.title\", tableName: \"Orders\", comment: \"\")",
        "why": "the module has the key in another table than the one the call names, and looks in the main bundle (a warning whose fix is shown only)"
      }
    ],
    "nonTriggering": [
      {
        "code": "static let description = IntentDescription(LocalizedStringResource(\"checkout.title\", bundle: .atURL(Bundle.module.bundleURL)))",
        "why": "a resource built with the module's bundle"
      },
      {
        "code": "static var title: LocalizedStringResource = LocalizedStringResource(\"checkout.title\", bundle: .atURL(Bundle.module.bundleURL))",
        "why": "a declared resource built with the module's bundle"
      },
      {
        "code": [
          "@_spi(_Testing)",
          "public struct MockCheckoutKey {",
          "    public static let name: LocalizedStringResource = \"checkout.title\"",
          "}"
        ],
        "why": "support for tests and previews behind a testing SPI is no shipped screen"
      },
      {
        "code": [
          "let heading: String = \"checkout.title\"",
          "let key: LocalizedStringKey = \"checkout.title\""
        ],
        "why": "a 'String' is shown as it is, and a 'LocalizedStringKey' is looked up only where a view reads it"
      },
      {
        "code": "let title = AttributedString(localized: resource)",
        "why": "alone, the value may be a 'LocalizedStringResource', which carries its own bundle"
      },
      {
        "code": "let title = String(localized: resource)",
        "why": "alone, the value may be a 'LocalizedStringResource', which carries its own bundle"
      },
      {
        "code": "let title = String(localized: resource, options: options)",
        "why": "'options:' is also taken by the 'LocalizedStringResource' overload"
      },
      "Text(\"checkout.title\", bundle: .module)",
      "Text(\"checkout.title\", tableName: \"Checkout\", bundle: .module, comment: \"\")",
      {
        "code": "Text(\"checkout.title\", bundle: #bundle)",
        "why": "'#bundle' is the module's bundle in a target with resources"
      },
      {
        "code": "Text(\"checkout.title\", bundle: .featureBundle)",
        "why": "a bundle helper counts as passing a bundle"
      },
      "Text(\"checkout.title\", bundle: bundle)",
      {
        "code": "Text(title)",
        "why": "a String variable picks the verbatim overload"
      },
      "Text(verbatim: \"checkout.title\")",
      "Text(\"\")",
      {
        "code": "Text(\"\\(firstName) \\(lastName)\")",
        "why": "a key made only of interpolations"
      },
      {
        "code": "Text(\"checkout.\" + suffix)",
        "why": "a concatenation picks the non-localizing overload"
      },
      "Text(.checkoutTitle)",
      "NSLocalizedString(\"checkout.title\", bundle: .module, comment: \"\")",
      "NSLocalizedString(\"checkout.title\", tableName: \"Checkout\", bundle: Bundle.module, comment: \"\")",
      "String(localized: \"checkout.title\", bundle: .module)",
      {
        "code": "String(localized: .Checkout.title)",
        "why": "a generated string symbol carries its bundle"
      },
      "String(format: \"%d items\", count)",
      "LocalizedStringResource(\"checkout.title\", bundle: .atURL(Bundle.module.bundleURL))",
      {
        "code": [
          "#if SWIFT_PACKAGE",
          "let title = Text(\"checkout.title\", bundle: .module)",
          "#else",
          "let title = Text(\"checkout.title\")",
          "#endif"
        ],
        "why": "the '#else' of '#if SWIFT_PACKAGE' is never compiled by SwiftPM"
      },
      [
        "#if !SWIFT_PACKAGE",
        "let title = Text(\"checkout.title\")",
        "#endif"
      ],
      {
        "code": [
          "#Preview {",
          "    Text(\"checkout.title\")",
          "}"
        ],
        "why": "preview code"
      },
      {
        "code": [
          "struct SampleRow: View {",
          "    var body: some View { Text(\"checkout.title\") }",
          "}",
          "#Preview {",
          "    SampleRow()",
          "}"
        ],
        "why": "only preview code names 'SampleRow': the app never shows it"
      },
      {
        "code": [
          "struct CheckoutView_Previews: PreviewProvider {",
          "    static var previews: some View {",
          "        Text(\"checkout.title\")",
          "    }",
          "}"
        ],
        "why": "preview code"
      },
      "// Text(\"checkout.title\")",
      "let code = \"Text(\\\"checkout.title\\\")\"",
      {
        "code": "let title = Text(\"checkout.title\")",
        "moduleOwns": [
          "bundle",
          "assetCatalogs"
        ],
        "why": "the module owns no string tables, so the app provides them"
      },
      {
        "code": "let title = Text(\"checkout.title\")",
        "moduleOwns": [],
        "why": "the module owns no resources"
      },
      {
        "code": [
          "func NSLocalizedString(_ key: String, comment: String) -> String {",
          "    Foundation.NSLocalizedString(key, bundle: .module, comment: comment)",
          "}",
          "let title = NSLocalizedString(\"checkout.title\", comment: \"\")"
        ],
        "why": "the call resolves to the module's own function"
      },
      {
        "code": "let title = AttributedString(localized: value, bundle: .main)",
        "why": "the main bundle written out and a name that is not a literal: nothing says the module's resource is meant"
      },
      {
        "code": [
          "Text(\"\"\"",
          "    checkout.multiline",
          "    \"\"\")"
        ],
        "why": "a multi-line literal is not read as a key, so nothing shows the module has it: reported only with the opt-in 'lookup-outside-package'"
      },
      {
        "code": "let title = NSLocalizedString(key, comment: \"\")",
        "why": "the name is not a literal, so nothing shows it is the module's: reported only with the opt-in 'lookup-outside-package'"
      },
      {
        "code": "let title = String(localized: value, comment: \"Screen title\")",
        "why": "the name is not a literal, so nothing shows it is the module's: reported only with the opt-in 'lookup-outside-package'"
      },
      {
        "code": "let title = String(localized: value, table: \"Checkout\")",
        "why": "the name is not a literal, so nothing shows it is the module's: reported only with the opt-in 'lookup-outside-package'"
      },
      {
        "code": "let masked = Text(\"••••\")",
        "why": "no table of the package has it: adding the bundle changes nothing at run time (the opt-in 'lookup-outside-package' reports it)"
      },
      {
        "code": "let price = Text(\"$9.99\")",
        "why": "a price no table has: shown as written in both bundles"
      },
      {
        "code": "Text(isEditing ? title : \"checkout.title\")",
        "why": "a branch that is not a literal makes the expression a 'String', which 'Text' shows verbatim"
      },
      {
        "code": "Text(isEditing ? \"checkout.title\" : \"checkout.subtitle\" + suffix)",
        "why": "'+' binds tighter than '?:': the second branch is a concatenation"
      },
      {
        "code": "let title = NSLocalizedString(\"checkout.title\", comment: \"Do not translate: debug menu only\")",
        "why": "the translator comment says the text is not to be translated: it is meant in one language"
      },
      {
        "code": [
          "struct Banner: View {",
          "    let message: LocalizedStringKey",
          "    var body: some View { Text(message) }",
          "}",
          "let banner = Banner(message: \"Nothing in any table\")"
        ],
        "why": "no table of the package has the key the caller passes: the bundle changes nothing"
      },
      {
        "code": [
          "struct Caption: View {",
          "    let text: String",
          "    var body: some View { Text(text).bold() }",
          "}",
          "let caption = Caption(text: \"checkout.title\")"
        ],
        "why": "a String property picks the verbatim overload"
      },
      {
        "code": [
          "struct Banner: View {",
          "    var message: LocalizedStringKey",
          "    var body: some View {",
          "        Text(message, bundle: .module)",
          "    }",
          "}",
          "let banner = Banner(message: \"checkout.title\")"
        ],
        "why": "the lookup passes a bundle"
      },
      {
        "code": [
          "struct Banner: View {",
          "    let message: LocalizedStringKey",
          "    var body: some View {",
          "        let message = \"verbatim\"",
          "        Text(message)",
          "    }",
          "}",
          "let banner = Banner(message: \"checkout.title\")"
        ],
        "why": "a local 'message' is not the stored key"
      },
      {
        "code": [
          "struct Banner: View {",
          "    let message: LocalizedStringKey",
          "    var body: some View { Text(message).font(.title) }",
          "}",
          "let other = Toast(message: \"checkout.title\")"
        ],
        "why": "the key fills another type's 'message'"
      },
      {
        "code": "Text(\"OK\")",
        "why": "every localization of the module's table shows the key as itself: nothing to translate"
      },
      {
        "code": "Text(\"—\")",
        "why": "the module's table holds it, but a key of symbols, digits, emoji and format specifiers has nothing to translate"
      },
      {
        "code": [
          "struct SampleData: PreviewModifier {",
          "    func body(content: Content, context: Void) -> some View {",
          "        content.overlay { Text(\"checkout.title\") }",
          "    }",
          "}"
        ],
        "why": "a preview modifier's sample data: only previews apply it"
      },
      {
        "code": "Text(LocalizedStringResource.checkoutTitle)",
        "why": "a generated string symbol carries its module's bundle"
      }
    ],
    "corrections": [
      {
        "before": "↓Text(\"checkout.title\")",
        "after": "Text(\"checkout.title\", bundle: .module)"
      },
      {
        "before": "↓Text(\"checkout.title\", tableName: \"Checkout\", comment: \"Title\")",
        "after": "Text(\"checkout.title\", tableName: \"Checkout\", bundle: .module, comment: \"Title\")"
      },
      {
        "before": "↓Text(\"checkout.title\", bundle: .main)",
        "after": "Text(\"checkout.title\", bundle: .module)"
      },
      {
        "before": "let title = ↓NSLocalizedString(\"checkout.title\", comment: \"\")",
        "after": "let title = NSLocalizedString(\"checkout.title\", bundle: .module, comment: \"\")"
      },
      {
        "before": "let title = ↓String(localized: \"checkout.title\", locale: .current)",
        "after": "let title = String(localized: \"checkout.title\", bundle: .module, locale: .current)"
      },
      {
        "before": "let title = ↓LocalizedStringResource(\"checkout.title\")",
        "after": "let title = LocalizedStringResource(\"checkout.title\", bundle: .atURL(Bundle.module.bundleURL))"
      },
      {
        "before": "↓↓Text(isEditing ? \"checkout.title\" : \"checkout.subtitle\")",
        "after": "Text(isEditing ? \"checkout.title\" : \"checkout.subtitle\", bundle: .module)"
      }
    ]
  }
}
"""##
    ),
    (
      "lookup-outside-package.json",
      #"""
{
  "id": "lookup-outside-package",
  "kind": "resourceContent",
  "check": "outsidePackage",
  "severity": "warning",
  "optIn": true,
  "summary": "A main-bundle lookup names a key or asset that no module of the package has",
  "message": "'{callee}' looks up '{lookup}' in the main bundle, and no table or catalog of the package has it, so it shows only if the app provides it; {fix}",
  "rationale": [
    "A module that owns string tables or asset catalogs has its own bundle. A lookup that passes no",
    "bundle searches the app's main bundle; when no module of the package has the key or asset",
    "either, adding the module's bundle changes nothing at run time: the lookup misses in both",
    "bundles and shows the key, or finds what the app provides on purpose. The missing-bundle rules",
    "therefore stay silent about such names (placeholders, prices, brand names, developer text).",
    "Turn this rule on to ask that every literal looked up in such a module come from the module:",
    "it reports each of them, and the fix is to add the key or asset to the module and pass its",
    "bundle. Modules listed under `hostProvided` in the configuration are left out. Turning",
    "this rule on also makes the missing-bundle rules report lookups whose name is not a literal",
    "(`UIImage(named: name)`) in modules that own resources of the kind, with a message that says",
    "only what the call does: by default they stay silent, since nothing shows the name is the",
    "module's. In the",
    "examples, module `Feature` owns the keys `checkout.title`, `checkout.pay` and `%lld items`,",
    "the image `Logo` and the color `BrandTint`; module `DesignSystem` owns the key `design.ok` and",
    "the image `trash`."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "bundle"
    ]
  },
  "callsOf": "resource-in-other-module",
  "texts": {
    "whatItDoes": [
      "Reports these calls in modules that own string tables (for keys) or asset catalogs (for assets):",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the key or asset must be added to the module first.",
    "addKey": "add it to '{file}' and pass the module's bundle, or ignore this if the app provides it",
    "addAsset": "add '{lookup}' to an asset catalog of '{module}' and pass the module's bundle, or ignore this if the app provides it"
  },
  "examples": {
    "triggering": [
      "let mask = ↓Text(\"••••\")",
      "let price = ↓Text(\"$9.99\")",
      "Image(\"Logo\", bundle: .module)\n↓Image(\"banner\")",
      "let message = ↓NSLocalizedString(\"debug.only\", comment: \"\")"
    ],
    "nonTriggering": [
      {
        "code": "Text(\"checkout.title\")",
        "why": "the module has the key: 'localized-string-missing-bundle' reports it"
      },
      {
        "code": "Text(\"design.ok\")",
        "why": "another module has the key: 'resource-in-other-module' reports it"
      },
      {
        "code": "Text(\"••••\", bundle: .module)",
        "why": "the lookup already searches the module's bundle"
      },
      {
        "code": "Text(verbatim: \"••••\")",
        "why": "verbatim text is no lookup"
      },
      {
        "code": "Text(title)",
        "why": "a variable is no literal"
      }
    ]
  }
}
"""#
    ),
    (
      "main-bundle-lookup.json",
      ##"""
{
  "id": "main-bundle-lookup",
  "kind": "mainBundleReceiver",
  "severity": "warning",
  "summary": "A resource lookup in a package target searches the app's bundle instead of the module's",
  "message": "'{callee}' searches the app's main bundle, not the package's resources, so '{lookup}' is not found at run time; {fix}",
  "rationale": [
    "SwiftPM copies a target's resources into the target's own resource bundle, reached through",
    "`Bundle.module`. `Bundle.main` is the app, which does not contain them, so",
    "`Bundle.main.url(forResource:withExtension:)` and friends return nil. `Bundle(for: X.self)`",
    "returns the bundle that holds the class's code: with SwiftPM's usual static linking that is",
    "the app's main bundle too (SE-0271).",
    "",
    "`URLResource(name:subdirectory:locale:bundle:)` declares `bundle: Bundle = .main`",
    "(developer.apple.com/documentation/foundation/urlresource/init(name:subdirectory:locale:bundle:)):",
    "a resource made without a bundle names a file of the app, and `URL(resource:)` resolves it",
    "there, as `Bundle.main.url(forResource:withExtension:)` would."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "lookupResources"
    ]
  },
  "calls": [
    {
      "callee": "url",
      "form": "member",
      "receivers": [
        "Bundle.main",
        "Foundation.Bundle.main"
      ],
      "parameters": [
        "forResource",
        "withExtension",
        "subdirectory",
        "localization"
      ],
      "lookup": {
        "label": "forResource",
        "value": "any"
      },
      "fix": {
        "receiverReplacement": "module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "path",
      "form": "member",
      "receivers": [
        "Bundle.main",
        "Foundation.Bundle.main"
      ],
      "parameters": [
        "forResource",
        "ofType",
        "inDirectory",
        "forLocalization"
      ],
      "lookup": {
        "label": "forResource",
        "value": "any"
      },
      "fix": {
        "receiverReplacement": "module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "localizedString",
      "form": "member",
      "receivers": [
        "Bundle.main",
        "Foundation.Bundle.main"
      ],
      "parameters": [
        "forKey",
        "value",
        "table"
      ],
      "lookup": {
        "label": "forKey",
        "value": "any"
      },
      "fix": {
        "receiverReplacement": "module",
        "applicability": "unsafe"
      },
      "resource": "key"
    },
    {
      "callee": "image",
      "form": "member",
      "receivers": [
        "Bundle.main",
        "Foundation.Bundle.main"
      ],
      "parameters": [
        "forResource"
      ],
      "lookup": {
        "label": "forResource",
        "value": "any"
      },
      "fix": {
        "receiverReplacement": "module",
        "applicability": "unsafe"
      }
    },
    {
      "kind": "bundleParameter",
      "callee": "URLResource",
      "parameters": [
        "name",
        "subdirectory",
        "locale",
        "bundle"
      ],
      "lookup": {
        "label": "name",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main"
        ]
      },
      "fix": {
        "insert": "bundle: .module",
        "applicability": "unsafe"
      }
    },
    {
      "callee": "Bundle",
      "parameters": [
        "for"
      ],
      "message": "'Bundle(for:)' returns the app's bundle when the package is linked statically, so the package's resources are not found; {fix}",
      "fix": {
        "callReplacement": "Bundle.module",
        "applicability": "unsafe"
      }
    }
  ],
  "texts": {
    "addBundle": "add '{insert}'",
    "duplicatedByHost": "'{name}' is in this module's {place}; the main-bundle lookup finds it only because {host} holds it too, so the module's own table is never used and a host without the key misses it",
    "fixSafety": "Safe when the name is in this module's own resources and no host holds it too (the errors, and the warnings for keys not translated yet where the hosts are known and none has the key), outside a type that writes its texts verbatim: inserting the bundle argument where the declaration puts it, or replacing '.main', 'nil' or 'Bundle.main' with the module's bundle, makes the code do what it evidently means, and 'bundlelint --fix' applies it. Unsafe otherwise (the name is not verified, a host holds the key too so its text may be what users see today, or the call is replaced, as 'Bundle(for:)' by 'Bundle.module'): the fix changes which bundle is searched at run time; review it ('--diff --unsafe-fixes') and apply it with '--fix --unsafe-fixes'.",
    "inOtherModule": "'{name}' is in module {owner}'s {place}",
    "inOtherTable": "'{name}' is in this module's {place}, not in the table this call reads ('{table}'), and the call looks in the main bundle: pass the module's bundle and the table that holds the key",
    "inThisModule": "'{name}' is this module's resource '{place}'",
    "notTranslatedYet": "'{name}' is in this module's {place}, not translated yet: a miss shows the same text today, but once it is translated this lookup in the main bundle never shows the translation",
    "replaceBundle": "replace '{written}' with '{replacement}'",
    "replaceCall": "use '{replacement}' instead of '{call}'",
    "replaceReceiver": "use '{replacement}' instead of '{receiver}'",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "unverifiedMessage": "'{callee}' searches the app's main bundle for '{lookup}', while module '{module}' keeps its resources in its own bundle; {fix}",
    "useInstead": "use '{replacement}' instead",
    "useModuleBundle": "use 'Bundle.module' instead of '{receiver}'",
    "whatItDoes": [
      "Reports these calls in modules that own resources looked up by name:",
      "{calls}"
    ]
  },
  "examples": {
    "triggering": [
      "let url = Bundle.main.↓url(forResource: \"catalog\", withExtension: \"json\")",
      "let path = Bundle.main.↓path(forResource: \"defaults\", ofType: \"plist\")",
      "let title = Bundle.main.↓localizedString(forKey: \"title\", value: nil, table: nil)",
      "let logo = Bundle.main.↓image(forResource: \"logo\")",
      "let url = Foundation.Bundle.main.↓url(forResource: \"catalog\", withExtension: \"json\")",
      [
        "let url = Bundle.main",
        "    .↓url(forResource: \"catalog\", withExtension: \"json\")"
      ],
      [
        "final class BundleToken {}",
        "let bundle = ↓Bundle(for: BundleToken.self)"
      ],
      "let bundle = ↓Bundle(for: type(of: self))",
      [
        "final class Token {}",
        "let title = NSLocalizedString(\"title\", bundle: ↓Bundle(for: Token.self), comment: \"\")"
      ],
      [
        "final class Token {}",
        "let url = ↓Bundle(for: Token.self).url(forResource: \"catalog\", withExtension: \"json\")"
      ],
      [
        "final class PhotosItem {",
        "  typealias Class = PhotosItem",
        "  let url = ↓Bundle(for: Class.self).url(forResource: \"catalog\", withExtension: \"json\")",
        "}"
      ],
      {
        "code": [
          "#if DEBUG",
          "let url = Bundle.main.↓url(forResource: \"catalog\", withExtension: \"json\")",
          "#endif"
        ],
        "why": "'DEBUG' is set in debug builds: the code is compiled there"
      },
      [
        "final class Token {}",
        "func catalog() -> URL? {",
        "  let bundle = ↓Bundle(for: Token.self)",
        "  return bundle.url(forResource: \"catalog\", withExtension: \"json\")",
        "}"
      ],
      [
        "final class Token {}",
        "func model(bundle: Bundle? = nil) -> URL? {",
        "  let resolved = bundle ?? ↓Bundle(for: Token.self)",
        "  return resolved.url(forResource: \"Model\", withExtension: \"momd\")",
        "}"
      ],
      "let resource = ↓URLResource(name: \"catalog.json\")",
      "let resource = ↓URLResource(name: \"catalog.json\", bundle: .main)"
    ],
    "nonTriggering": [
      "let url = Bundle.module.url(forResource: \"catalog\", withExtension: \"json\")",
      {
        "code": [
          "typealias Host = UIViewController",
          "let url = Bundle(for: Host.self).url(forResource: \"catalog\", withExtension: \"json\")"
        ],
        "why": "the alias names UIKit's class, whose bundle is borrowed on purpose"
      },
      "let url = resourceBundle.url(forResource: \"catalog\", withExtension: \"json\")",
      "let version = Bundle.main.object(forInfoDictionaryKey: \"CFBundleShortVersionString\")",
      "let identifier = Bundle.main.bundleIdentifier",
      "let bundle = Bundle(identifier: \"com.example.app\")",
      [
        "#if SWIFT_PACKAGE",
        "let bundle = Bundle.module",
        "#else",
        "let bundle = Bundle(for: BundleToken.self)",
        "#endif"
      ],
      {
        "code": [
          "#if COCOAPODS",
          "let bundle = Bundle(for: BundleToken.self)",
          "#else",
          "let bundle = Bundle.module",
          "#endif"
        ],
        "why": "CocoaPods sets 'COCOAPODS' for the pods it builds; SwiftPM never does"
      },
      {
        "code": "let url = Bundle.main.url(forResource: \"catalog\", withExtension: \"json\")",
        "moduleOwns": [
          "bundle"
        ],
        "why": "a module whose only resource is a privacy manifest looks nothing up"
      },
      {
        "code": "let url = Bundle.main.url(forResource: \"catalog\", withExtension: \"json\")",
        "moduleOwns": [],
        "why": "the module owns no resources, so the app provides them"
      },
      {
        "code": [
          "#if TARGET_OS_IOS",
          "let url = Bundle.main.url(forResource: \"catalog\", withExtension: \"json\")",
          "#endif"
        ],
        "why": "Objective-C's 'TARGET_OS_IOS' is no Swift condition: SwiftPM never sets it, so this is never compiled"
      },
      {
        "code": [
          "#if CARTHAGE || XCODE_APP_BUILD",
          "let url = Bundle.main.url(forResource: \"catalog\", withExtension: \"json\")",
          "#endif"
        ],
        "why": "only a build outside SwiftPM sets these flags (list them under 'definedConditions' if yours does)"
      },
      {
        "code": [
          "#if SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
          "let url = Bundle.main.url(forResource: \"catalog\", withExtension: \"json\")",
          "#endif"
        ],
        "why": "SwiftPM passes 'SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE' to a target with resources, not its twin"
      },
      {
        "code": "let url = Bundle.main.url(forResource: \"catalog\", withExtension: \"json\")",
        "inTestTarget": true,
        "why": "test code is not shipped: the missing-bundle rules speak in test targets only with 'lintTestTargets'"
      },
      {
        "code": "let url = Bundle.main.url(forResource: \"Licenses\", withExtension: \"md\")",
        "why": "the module has no resource named 'Licenses': the app's file is meant"
      },
      {
        "code": "let profile = Bundle.main.path(forResource: \"embedded\", ofType: \"mobileprovision\")",
        "why": "the app's provisioning profile, no resource of the module"
      },
      {
        "code": "let url = Bundle.main.url(forResource: name, withExtension: nil)",
        "why": "the main bundle written out and a name that is not a literal: nothing says the module's resource is meant"
      },
      {
        "code": "let cancel = Bundle(for: UIApplication.self).localizedString(forKey: \"Cancel\", value: nil, table: nil)",
        "why": "the bundle of a UIKit class is UIKit's: its standard titles are borrowed on purpose"
      },
      {
        "code": [
          "final class LoginViewController: UIViewController {",
          "    init() {",
          "        super.init(nibName: nil, bundle: Bundle(for: LoginViewController.self))",
          "    }",
          "}"
        ],
        "why": "'nibName: nil' loads no nib by name"
      },
      {
        "code": [
          "final class Finder {}",
          "let folder = Bundle(for: Finder.self).resourceURL"
        ],
        "why": "'.resourceURL' locates a bundle, it looks nothing up"
      },
      {
        "code": [
          "final class Finder {}",
          "extension Bundle {",
          "    static let kit: Bundle = {",
          "        let candidates = [Bundle.main.resourceURL, Bundle(for: Finder.self).resourceURL]",
          "        for candidate in candidates {",
          "            if let url = candidate?.appendingPathComponent(\"Kit_Kit.bundle\"), let bundle = Bundle(url: url) {",
          "                return bundle",
          "            }",
          "        }",
          "        return Bundle(for: Finder.self)",
          "    }()",
          "}"
        ],
        "why": "a hand-written copy of SwiftPM's bundle search: 'Bundle(for:)' is a candidate and the last resort"
      },
      {
        "code": [
          "#if SWIFT_PACKAGE",
          "let bundle = Bundle.module",
          "#else",
          "private final class Token {}",
          "let bundle = Bundle(for: Token.self)",
          "#endif"
        ],
        "why": "SwiftPM compiles only the first branch"
      },
      {
        "code": [
          "final class Token {}",
          "let client = MockClient(bundle: Bundle(for: Token.self))"
        ],
        "why": "passed to a call that is no lookup the rules know: what it is used for is unknown"
      },
      {
        "code": "let title = Bundle.main.localizedString(forKey: key, value: Bundle.module.localizedString(forKey: key, value: nil, table: nil), table: nil)",
        "why": "a host-first hook: the app's string wins, the module's is the fallback; 'Bundle.main' is written on purpose"
      },
      {
        "code": [
          "final class ScannerViewController {}",
          "extension UIImage {",
          "    convenience init?(systemName: String, named: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {",
          "        self.init(systemName: systemName)",
          "    }",
          "}",
          "let flash = UIImage(systemName: \"bolt\", named: \"flash\", in: Bundle(for: ScannerViewController.self), compatibleWith: nil)"
        ],
        "why": "passed to an initializer the package declares: what it does with the bundle is its own"
      },
      {
        "code": [
          "final class Token {}",
          "let version = Bundle(for: Token.self).object(forInfoDictionaryKey: \"CFBundleShortVersionString\")"
        ],
        "why": "it reads the Info.plist of the binary, no resource by name"
      },
      {
        "code": [
          "final class Token {}",
          "let text = NSLocalizedString(\"Please try again later.\", bundle: Bundle(for: Token.self), comment: \"\")"
        ],
        "why": "no table of the module has the key: the bundle changes nothing"
      },
      {
        "code": [
          "final class FontLoader {}",
          "let path = Bundle(for: FontLoader.self).path(forResource: name, ofType: \"otf\")"
        ],
        "why": "the module has no file of that kind"
      },
      {
        "code": [
          "final class Token {}",
          "func cacheFolder() -> String {",
          "  let bundle = Bundle(for: Token.self)",
          "  return bundle.bundleIdentifier ?? \"cache\"",
          "}"
        ],
        "why": "a local constant only read for its identifier: nothing is looked up in it"
      },
      {
        "code": [
          "final class Token {}",
          "private let bundle = Bundle(for: Token.self)"
        ],
        "why": "a private constant the file never looks anything up in"
      },
      {
        "code": "let resource = URLResource(name: \"catalog.json\", bundle: .module)",
        "why": "'URLResource' carries the bundle it is given"
      }
    ],
    "corrections": [
      {
        "before": "let url = Bundle.main.↓url(forResource: \"catalog\", withExtension: \"json\")",
        "after": "let url = Bundle.module.url(forResource: \"catalog\", withExtension: \"json\")"
      },
      {
        "before": [
          "final class BundleToken {}",
          "let bundle = ↓Bundle(for: BundleToken.self)"
        ],
        "after": [
          "final class BundleToken {}",
          "let bundle = Bundle.module"
        ]
      },
      {
        "before": [
          "let url = Bundle.main",
          "    .↓url(forResource: \"catalog\", withExtension: \"json\")"
        ],
        "after": [
          "let url = Bundle.module",
          "    .url(forResource: \"catalog\", withExtension: \"json\")"
        ]
      },
      {
        "before": "let resource = ↓URLResource(name: \"catalog.json\")",
        "after": "let resource = URLResource(name: \"catalog.json\", bundle: .module)"
      }
    ]
  }
}
"""##
    ),
    (
      "malformed-resource.json",
      #"""
{
  "id": "malformed-resource",
  "kind": "resourceContent",
  "check": "malformedResource",
  "severity": "warning",
  "summary": "A string table, asset catalog or font file cannot be read as what its extension says",
  "message": "'{place}' cannot be read: {detail}, so its keys, assets or font names are missing at run time; fix the file",
  "rationale": [
    "A `.strings` file with a missing `;` or quote, a `.stringsdict` that is not a property list,",
    "an `.xcstrings` catalog or an asset group's `Contents.json` that is not valid JSON fails to",
    "load or to compile: every key of the table is missing at run time, not only the broken",
    "line. A `.ttf`, `.otf` or `.ttc` font file whose `name` table cannot be read (truncated, not",
    "a TrueType or OpenType font) has no name to look it up by, so `UIFont(name:size:)` and",
    "`Font.custom(_:size:)` never find it. Reported on the line where the file stops making sense",
    "(line 1 when the parser gives no position, and for fonts)."
  ],
  "texts": {
    "whatItDoes": "Reads the string tables, asset catalogs and font files of each module, in every module, and reports on the resource file's line: a string table, asset catalog or font file cannot be read as what its extension says",
    "fixSafety": "No automatic fix."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "\"checkout.title\" = \"Checkout\";",
          "↓\"checkout.pay\" = \"Pay\"",
          "\"checkout.back\" = \"Back\";"
        ],
        "fixture": "missing-semicolon"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "\"checkout.title\" = \"Checkout\";",
          "\"checkout.pay\" = \"Pay\";"
        ],
        "fixture": "well-formed"
      }
    ]
  }
}
"""#
    ),
    (
      "missing-default-localization.json",
      #"""
{
  "id": "missing-default-localization",
  "kind": "manifest",
  "severity": "error",
  "summary": "A package with localized resources does not set 'defaultLocalization'",
  "message": "target '{target}' has localized resources ('{path}') but the package sets no 'defaultLocalization', so SwiftPM rejects the package; add 'defaultLocalization: \"en\"' to 'Package(…)'",
  "rationale": [
    "Once any resource of a target is localized (an `.lproj` folder, or `localization:` on a",
    "resource), SwiftPM requires `defaultLocalization` in `Package(…)` and fails with \"manifest",
    "property 'defaultLocalization' not set; it is required in the presence of localized",
    "resources\". The language also decides which strings show when the user's language is missing."
  ],
  "problem": "missingDefaultLocalization",
  "texts": {
    "whatItDoes": "Reads 'Package.swift' and the target folders, and reports on the manifest line: a package with localized resources does not set 'defaultLocalization'",
    "fixSafety": "No automatic fix."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [↓.process(\"Resources\")])",
          "    ]",
          ")"
        ],
        "why": "'Sources/Checkout/Resources/en.lproj/Localizable.strings' is localized",
        "fixture": "lproj-without-default"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    defaultLocalization: \"en\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.process(\"Resources\")])",
          "    ]",
          ")"
        ],
        "fixture": "lproj-with-default"
      }
    ],
    "corrections": [
      {
        "before": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [↓.process(\"Resources\")])",
          "    ]",
          ")"
        ],
        "after": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    defaultLocalization: \"en\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.process(\"Resources\")])",
          "    ]",
          ")"
        ]
      }
    ]
  }
}
"""#
    ),
    (
      "missing-localization.json",
      #"""
{
  "id": "missing-localization",
  "kind": "resourceContent",
  "check": "missingLocalization",
  "severity": "note",
  "optIn": true,
  "summary": "A key of the development localization is missing from another localization of its table",
  "message": "'{lookup}' is in the development localization of table '{place}' but not in {localizations}, so those users see the development text; add it to each",
  "rationale": [
    "A string table localized into several languages should have every key of the development",
    "localization (the package's `defaultLocalization`, else `en`) in each other localization.",
    "A missing key falls back to the development language at run time, in the middle of",
    "otherwise translated text. Reported on the key's line in the development localization's",
    "file. Opt-in: a team that translates late would see many of these."
  ],
  "texts": {
    "whatItDoes": [
      "Reads the string tables and asset catalogs of each module, in every module, and reports on the resource file's line: a key of the development localization is missing from another localization of its table",
      "Opt-in: list it under 'optIn' in .bundlelint.json to run it."
    ],
    "fixSafety": "No automatic fix."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "\"checkout.title\" = \"Checkout\";",
          "↓\"checkout.pay\" = \"Pay\";"
        ],
        "fixture": "untranslated"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "\"checkout.title\" = \"Checkout\";",
          "\"checkout.pay\" = \"Pay\";"
        ],
        "fixture": "translated"
      }
    ]
  }
}
"""#
    ),
    (
      "missing-resource-path.json",
      #"""
{
  "id": "missing-resource-path",
  "kind": "manifest",
  "severity": "error",
  "summary": "A resource declared in the manifest does not exist",
  "message": "resource '{path}' of target '{target}' does not exist, so SwiftPM leaves it out and lookups of it fail at run time; fix the path or remove the entry",
  "rationale": [
    "SwiftPM only warns (\"Invalid Resource '…': File not found.\") when a declared resource is",
    "missing and builds the target without it. Code that looks the resource up finds nothing at run",
    "time; when it was the target's only resource, `Bundle.module` does not even exist."
  ],
  "problem": "missingResourcePath",
  "texts": {
    "whatItDoes": "Reads 'Package.swift' and the target folders, and reports on the manifest line: a resource declared in the manifest does not exist",
    "fixSafety": "No automatic fix."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [↓.process(\"Resources\")])",
          "    ]",
          ")"
        ],
        "fixture": "declared-path-missing"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.process(\"Resources\")])",
          "    ]",
          ")"
        ],
        "fixture": "declared-path-present"
      },
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.process(\"assets\")])",
          "    ]",
          ")"
        ],
        "fixture": "folder-case-differs",
        "why": "the folder is 'Assets': 'resource-path-case-mismatch' reports it"
      },
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.copy(\"Generated/catalog.json\"), .copy(\"app.bundle.js\")])",
          "    ]",
          ")"
        ],
        "fixture": "declared-path-ignored",
        "why": "git ignores both paths: a build step writes them before 'swift build'"
      },
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.copy(\"../../PrivacyInfo.xcprivacy\")])",
          "    ]",
          ")"
        ],
        "fixture": "declared-path-outside-target",
        "why": "a path outside the target folder is not checked"
      },
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.copy(\"Vendor/fixtures\")])",
          "    ]",
          ")"
        ],
        "fixture": "declared-path-in-submodule",
        "why": "the path is in a git submodule that is not checked out ('.gitmodules'): the checkout brings it"
      },
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.process(\"Resources/catalog.json\")])",
          "    ]",
          ")"
        ],
        "fixture": "declared-path-moved",
        "why": "a file of that name is elsewhere in the target: it moved, and SwiftPM still finds it by its type"
      }
    ],
    "corrections": []
  }
}
"""#
    ),
    (
      "missing-target-folder.json",
      #"""
{
  "id": "missing-target-folder",
  "kind": "manifest",
  "severity": "error",
  "inExample": false,
  "summary": "A target's source folder does not exist",
  "message": "target '{target}' has no folder '{path}', so SwiftPM stops with an error and builds nothing of the package; create the folder, or pass 'path:' with the folder its sources are in",
  "rationale": [
    "SwiftPM looks for a regular target's sources in `Sources/<name>` (or `Source`, `src`, `srcs`),",
    "or in its `path:`. When that folder does not exist it stops with an error and builds nothing",
    "of the package: no target gets its resource bundle. A package kept for another build system",
    "(the app or framework is built by its Xcode project) often has such a target, and then its",
    "files are linted as the builds that do compile them."
  ],
  "problem": "missingTargetFolder",
  "texts": {
    "whatItDoes": "Reads 'Package.swift' and the package's folders, and reports on the target's line: a target whose source folder does not exist",
    "fixSafety": "No automatic fix: create the folder or point 'path:' at the sources."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\"),",
          "        ↓.target(name: \"Payments\")",
          "    ]",
          ")"
        ],
        "why": "there is no 'Sources/Payments' folder",
        "fixture": "folder-missing"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\"),",
          "        .target(name: \"Payments\")",
          "    ]",
          ")"
        ],
        "fixture": "folder-present"
      }
    ]
  }
}
"""#
    ),
    (
      "module-bundle-without-resources.json",
      ##"""
{
  "id": "module-bundle-without-resources",
  "kind": "reference",
  "severity": "error",
  "summary": "'Bundle.module', '#bundle' or a module-bundle helper is used in a target that owns no resources",
  "message": "'{callee}' does not exist in '{module}', which owns no resources, so the build fails with \"type 'Bundle' has no member 'module'\"; declare the resources in the target's 'resources:' or use the bundle that holds them",
  "rationale": [
    "SwiftPM generates the `Bundle.module` accessor only for a target that has resources. In a",
    "target without any, `Bundle.module` (and `bundle: .module`) does not compile:",
    "\"type 'Bundle' has no member 'module'\". This often happens when resources are moved to",
    "another target, or when a folder is not declared in `resources:`.",
    "`#bundle` does not compile there either: \"No resource bundle is available for this module\".",
    "The helpers a configuration names in `moduleBundleHelpers` (`.myModule`, `Bundle.resources`)",
    "stand for `Bundle.module` and are reported the same way, unless the module declares them",
    "itself or another module of the package declares them `public`."
  ],
  "appliesWhen": {
    "moduleLacks": [
      "bundle"
    ]
  },
  "calls": [
    {
      "callee": "module",
      "form": "member",
      "receivers": [
        "Bundle",
        "Foundation.Bundle"
      ],
      "implicitMemberLabels": [
        "bundle",
        "in"
      ]
    },
    {
      "callee": "bundle",
      "form": "macro",
      "message": "'#bundle' does not compile in '{module}', which owns no resources: \"No resource bundle is available for this module\"; declare the resources in the target's 'resources:' or pass the bundle that holds them"
    }
  ],
  "texts": {
    "whatItDoes": "Reports 'Bundle.module', 'Foundation.Bundle.module', '#bundle' and an implicit '.module' passed as a bundle, in modules that own no resources.",
    "fixSafety": "No automatic fix.",
    "declaredWithoutResources": "'{module}' is declared here with no resources"
  },
  "examples": {
    "triggering": [
      "let bundle = ↓Bundle.module",
      "let url = ↓Bundle.module.url(forResource: \"catalog\", withExtension: \"json\")",
      "let bundle = ↓Foundation.Bundle.module",
      "Text(\"checkout.title\", bundle: ↓.module)",
      "let logo = UIImage(named: \"logo\", in: ↓.module, compatibleWith: nil)",
      [
        "#if SWIFT_PACKAGE",
        "let bundle = ↓Bundle.module",
        "#endif"
      ],
      "Text(\"checkout.title\", bundle: ↓#bundle)",
      "let bundle = ↓#bundle",
      {
        "code": [
          "@testable import DesignSystem",
          "",
          "let bundle = ↓Bundle.module"
        ],
        "package": {
          "DesignSystem": "public struct Theme {}"
        },
        "inTestTarget": true,
        "why": "DesignSystem owns no resources either: no module gives 'Bundle.module'"
      },
      {
        "code": [
          "@testable import DesignSystem",
          "",
          "let bundle = ↓#bundle"
        ],
        "package": {
          "DesignSystem": "public struct Theme {}"
        },
        "packageOwns": [
          "bundle"
        ],
        "inTestTarget": true,
        "why": "'#bundle' expands by this module's own build conditions, not the imported module's"
      },
      {
        "code": [
          "#if SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
          "let bundle = ↓Bundle.module",
          "#endif"
        ],
        "why": "SwiftPM passes 'SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE' to a target without resources"
      }
    ],
    "nonTriggering": [
      "let bundle = Bundle.main",
      "let module = \"Feature\"",
      "Text(\"checkout.title\", bundle: .main)",
      [
        "#if !SWIFT_PACKAGE",
        "let bundle = Bundle.module",
        "#endif"
      ],
      {
        "code": [
          "extension Bundle {",
          "    static var module: Bundle { Bundle(for: BundleToken.self) }",
          "}",
          "let bundle = Bundle.module"
        ],
        "why": "the module declares its own 'Bundle.module'"
      },
      {
        "code": "let bundle = Bundle.module",
        "moduleOwns": [
          "bundle"
        ],
        "why": "the module owns resources, so SwiftPM makes 'Bundle.module'"
      },
      {
        "code": "Image(\"Logo\", bundle: .designSystem)",
        "package": {
          "DesignSystem": [
            "extension Bundle {",
            "    public static var designSystem: Bundle { .module }",
            "}"
          ]
        },
        "why": "a public accessor of another module is valid anywhere"
      },
      {
        "code": "let bundle = #bundle",
        "moduleOwns": [
          "bundle"
        ],
        "why": "the module owns resources, so '#bundle' is 'Bundle.module'"
      },
      [
        "#if !SWIFT_PACKAGE",
        "let bundle = #bundle",
        "#endif"
      ],
      {
        "code": [
          "@testable import DesignSystem",
          "",
          "let url = Bundle.module.url(forResource: \"catalog\", withExtension: \"json\")"
        ],
        "package": {
          "DesignSystem": "public struct Theme {}"
        },
        "packageOwns": [
          "bundle"
        ],
        "inTestTarget": true,
        "why": "'@testable import' makes DesignSystem's internal 'Bundle.module' visible here, so the build succeeds"
      },
      {
        "code": [
          "#if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE",
          "let bundle = Bundle.module",
          "#else",
          "let bundle = Bundle.main",
          "#endif"
        ],
        "why": "SwiftPM passes 'SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE' instead to a target without resources"
      },
      {
        "code": [
          "#if CARTHAGE",
          "let bundle = Bundle.module",
          "#endif"
        ],
        "why": "a SwiftPM build never sets 'CARTHAGE' (list it under 'definedConditions' if your build passes it)"
      }
    ],
    "corrections": [
      {
        "before": "let bundle = ↓Bundle.module",
        "after": "let bundle = Bundle.main"
      }
    ]
  }
}
"""##
    ),
    (
      "overlapping-target-sources.json",
      #"""
{
  "id": "overlapping-target-sources",
  "kind": "manifest",
  "severity": "error",
  "inExample": false,
  "summary": "A target's folder lies inside another target's",
  "message": "target '{target}' is in '{path}', inside the folder of target '{actual}', so both claim its files and SwiftPM stops with an error and builds nothing of the package; add 'exclude: [\"{spelling}\"]' to '{actual}', or move the folder",
  "rationale": [
    "Every file belongs to one target. When a target's `path:` lies inside another target's folder",
    "and that target does not exclude it, SwiftPM stops with the error \"target 'X' has sources",
    "overlapping sources\" and builds nothing of the package. A manifest written for another build",
    "system (an Xcode project that builds the same folders) often does this."
  ],
  "problem": "overlappingTargetSources",
  "texts": {
    "whatItDoes": "Reads 'Package.swift' and the package's folders, and reports on the inner target's line: a target folder inside another target's folder that the outer target does not exclude",
    "fixSafety": "No automatic fix: exclude the inner folder from the outer target, or move it."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", path: \"Sources/Checkout\"),",
          "        ↓.target(name: \"CheckoutUI\", path: \"Sources/Checkout/UI\")",
          "    ]",
          ")"
        ],
        "why": "'Sources/Checkout/UI' lies in target 'Checkout''s folder",
        "fixture": "nested-folders"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", path: \"Sources/Checkout\", exclude: [\"UI\"]),",
          "        .target(name: \"CheckoutUI\", path: \"Sources/Checkout/UI\")",
          "    ]",
          ")"
        ],
        "fixture": "nested-folder-excluded"
      }
    ]
  }
}
"""#
    ),
    (
      "package-asset-misses-in-host.json",
      #"""
{
  "id": "package-asset-misses-in-host",
  "kind": "resourceContent",
  "check": "packageHosts",
  "severity": "warning",
  "inExample": false,
  "summary": "A package module's main-bundle lookup names an asset that one app or extension running it has and another lacks",
  "message": "'{lookup}' is in the asset catalog of '{module}' but not of '{detail}', whose own code uses this part of the module; this '{callee}' call looks in the main bundle, so the asset is missing in '{detail}'; {fix}",
  "rationale": [
    "A package module without asset catalogs of its own finds its images and colours in the main",
    "bundle: the bundle of whichever app or extension runs it. The Xcode projects of the repository",
    "say which those are (the targets that link a product holding the module, and the apps and",
    "extensions that run them). When one of them has the asset and another lacks it, the same view",
    "shows the image in the app and nothing (or the default colour) in the extension or helper app.",
    "Reported only when the lacking extension's own files name the code that looks the asset up (the",
    "type that holds the lookup, or its property or function): an extension that links a module for",
    "its models may never run its views. Silent when every host has the asset (the module relies on",
    "its hosts on purpose) and when none does. The fix is a project edit (copy a catalog with the",
    "asset into the extension's Copy Bundle Resources) or giving the module a catalog of its own. In",
    "the examples, module `Feature` has no resources and is linked by an app `App` whose catalog has",
    "`AppLogo` and `Both` and by a share extension `Share` whose catalog has `ShareLogo` and `Both`",
    "and whose own file makes a `FeatureView`."
  ],
  "callsOf": [
    "asset-missing-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in package modules without asset catalogs that apps and extensions of the repository's Xcode projects link:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the fix is a project edit (copy a catalog with the asset into the extension's bundle), or a catalog of the module's own.",
    "copyResource": "add the {resource} to the Copy Bundle Resources of target '{target}', or give the module a catalog of its own"
  },
  "examples": {
    "triggering": [
      "struct FeatureView {\n  var body: some View { ↓Image(\"AppLogo\") }\n}",
      "struct FeatureView {\n  let tint = ↓UIImage(named: \"AppLogo\")\n}"
    ],
    "nonTriggering": [
      {
        "code": "struct FeatureView {\n  var body: some View { Image(\"nowhere\") }\n}",
        "why": "no host has the asset"
      },
      {
        "code": "struct FeatureView {\n  var body: some View { Image(\"Both\") }\n}",
        "why": "every host has the asset"
      },
      {
        "code": "struct SettingsView {\n  var body: some View { Image(\"AppLogo\") }\n}",
        "why": "no file of the extension names 'SettingsView': it may never run this code"
      },
      {
        "code": "struct FeatureView {\n  var body: some View { Image(\"AppLogo\", bundle: hostBundle) }\n}",
        "why": "the call passes a bundle of its own"
      }
    ]
  }
}
"""#
    ),
    (
      "package-font-not-registered.json",
      #"""
{
  "id": "package-font-not-registered",
  "kind": "resourceContent",
  "check": "unregisteredFont",
  "severity": "error",
  "inExample": false,
  "summary": "A font the module ships is looked up by name, and the module never registers its fonts",
  "message": "'{callee}' asks for font '{lookup}', which module {module} ships in '{place}' and never registers, so no such font is found at run time and the system font is used; {fix}",
  "rationale": [
    "An app's `UIAppFonts` (iOS) and `ATSApplicationFontsPath` (macOS) Info.plist keys register",
    "font files of the app's own bundle at launch: Apple documents `UIAppFonts` as font files",
    "\"that reside in the app's bundle\" (developer.apple.com/documentation/bundleresources/",
    "information-property-list/uiappfonts). A Swift package's fonts are in the module's resource",
    "bundle and a framework's in the framework, so neither key reaches them. `UIFont(name:size:)`",
    "and `NSFont(name:size:)` then return nil, and SwiftUI's `Font.custom(_:size:)` silently",
    "falls back to the system font, until the module registers its files with Core Text:",
    "`CTFontManagerRegisterFontsForURL`, `CTFontManagerRegisterFontURLs` or",
    "`CTFontManagerRegisterGraphicsFont` with the files' URLs in `Bundle.module` (the usual",
    "place is a `registerFonts()` the app calls once at launch).",
    "",
    "bundlelint reads each `.ttf`, `.otf` and `.ttc` file of the module's resources for its",
    "family, full and PostScript names (the `name` table), and reports a lookup by one of them",
    "in the same module when none of the module's files calls a `CTFontManagerRegister…`",
    "function or a function of the package that does. A font file it cannot read is",
    "`malformed-resource`'s. In the examples, the module ships `Brand-Bold.ttf` (family",
    "`Brand`, PostScript name `Brand-Bold`)."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "lookupResources"
    ]
  },
  "calls": [
    {
      "kind": "noBundleParameter",
      "callee": "UIFont",
      "parameters": [
        "name",
        "size"
      ],
      "lookup": {
        "label": "name",
        "value": "literal"
      },
      "rewrite": "{callee}(name: \"{lookup}\", …) after 'CTFontManagerRegisterFontsForURL'",
      "resource": "font"
    },
    {
      "kind": "noBundleParameter",
      "callee": "NSFont",
      "parameters": [
        "name",
        "size"
      ],
      "lookup": {
        "label": "name",
        "value": "literal"
      },
      "rewrite": "{callee}(name: \"{lookup}\", …) after 'CTFontManagerRegisterFontsForURL'",
      "resource": "font"
    },
    {
      "kind": "noBundleParameter",
      "callee": "custom",
      "form": "modifier",
      "parameters": [
        "_",
        "size",
        "relativeTo",
        "fixedSize"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": "{callee}(\"{lookup}\", …) after 'CTFontManagerRegisterFontsForURL'",
      "resource": "font"
    }
  ],
  "texts": {
    "whatItDoes": [
      "Reports these font lookups, in modules that ship font files, of a font the module ships when its code never registers fonts:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the fix is a registration call to add, which the note shows. Register the module's font files once, before any lookup, with 'CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)' for each file's 'Bundle.module' URL, in a function the app calls at launch.",
    "registerFonts": "register {module}'s fonts before use: call 'CTFontManagerRegisterFontsForURL' with 'Bundle.module.url(forResource: \"{file}\", withExtension: nil)' in a 'registerFonts()' of {module} that the app calls at launch"
  },
  "examples": {
    "triggering": [
      "let title = ↓UIFont(name: \"Brand-Bold\", size: 17)",
      "let title = ↓NSFont(name: \"Brand-Bold\", size: 17)",
      "let title = Font.↓custom(\"Brand-Bold\", size: 17)",
      "Text(\"Hello\").font(.↓custom(\"Brand\", size: 17, relativeTo: .title))",
      "Text(\"Hello\").font(.↓custom(\"Brand Bold\", fixedSize: 17))"
    ],
    "nonTriggering": [
      {
        "code": "let body = UIFont(name: \"Helvetica\", size: 17)",
        "why": "the module ships no font of that name"
      },
      {
        "code": "let title = UIFont(name: fontName, size: 17)",
        "why": "only a literal name can be checked"
      },
      {
        "code": [
          "import CoreText",
          "func registerFonts() {",
          "  let url = Bundle.module.url(forResource: \"Brand-Bold\", withExtension: \"ttf\")!",
          "  CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)",
          "}",
          "let title = UIFont(name: \"Brand-Bold\", size: 17)"
        ],
        "why": "the module registers its fonts"
      },
      {
        "code": "let title = Font.custom(\"Sans-Regular\", size: 17)",
        "why": "another module's font is 'font-in-other-module''s"
      }
    ]
  }
}
"""#
    ),
    (
      "package-key-misses-in-host.json",
      #"""
{
  "id": "package-key-misses-in-host",
  "kind": "resourceContent",
  "check": "packageHosts",
  "severity": "warning",
  "inExample": false,
  "summary": "A package module's main-bundle lookup names a key that one app or extension running it has and another lacks",
  "message": "'{lookup}' is in the {place} table of '{module}' but not of '{detail}', whose own code uses this part of the module; this '{callee}' call looks in the main bundle, so it shows the key in '{detail}'; {fix}",
  "rationale": [
    "A package module without string tables of its own looks its keys up in the main bundle: the",
    "bundle of whichever app or extension runs it. The Xcode projects of the repository say which",
    "those are (the targets that link a product holding the module, and the apps and extensions",
    "that run them). When one of them has the key and another lacks it, the same view shows the",
    "translation in the app and the key in the extension (a share sheet, a widget). Silent when",
    "translation in the app and the key in the extension (a share sheet, a widget). Reported only",
    "when the extension's own files name the code that looks the key up (the type that holds the",
    "lookup, or its property or function): an extension that links a module for its models may",
    "never run its views. Silent when every host has the key (the module relies on its hosts on",
    "purpose) and when none does. The fix is a project edit (copy the table into the extension's",
    "Copy Bundle Resources) or giving the module its own table. In the examples, module `Feature`",
    "has no resources and is linked by an app `App` whose table has `app.title` and by a share",
    "extension `Share` whose table has `share.title` and whose own file makes a `FeatureView`."
  ],
  "callsOf": [
    "localized-string-missing-bundle",
    "key-api-without-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in package modules without string tables that apps and extensions of the repository's Xcode projects link:",
      "{calls}"
    ],
    "fixSafety": "No automatic fix: the fix is a project edit (copy the table into the extension's bundle), or a table of the module's own.",
    "copyResource": "add the {resource} to the Copy Bundle Resources of target '{target}', or give the module a table of its own"
  },
  "examples": {
    "triggering": [
      "struct FeatureView {\n  var body: some View { ↓Text(\"app.title\") }\n}",
      "struct FeatureView {\n  let title = ↓NSLocalizedString(\"app.title\", comment: \"\")\n}",
      "extension FeatureView {\n  var button: some View { ↓Button(\"app.title\") {} }\n}"
    ],
    "nonTriggering": [
      {
        "code": "struct FeatureView {\n  var body: some View { Text(\"nowhere\") }\n}",
        "why": "no host has the key"
      },
      {
        "code": "struct FeatureView {\n  var body: some View { Text(\"both.title\") }\n}",
        "why": "every host has the key"
      },
      {
        "code": "struct SettingsView {\n  var body: some View { Text(\"app.title\") }\n}",
        "why": "no file of the extension names 'SettingsView': it may never run this code"
      },
      {
        "code": "struct FeatureView {\n  var body: some View { Text(\"app.title\", bundle: .module) }\n}",
        "why": "the call passes a bundle"
      }
    ]
  }
}
"""#
    ),
    (
      "pod-lookup-misses-resource-bundle.json",
      #"""
{
  "id": "pod-lookup-misses-resource-bundle",
  "kind": "resourceContent",
  "check": "podResourceBundle",
  "severity": "error",
  "inExample": false,
  "summary": "A pod looks up in its framework's bundle a key or asset that its resource bundle holds",
  "message": "'{lookup}' is in the {place} of pod {module}'s resource bundle{detail}, but this '{callee}' call passes 'Bundle(for:)', the bundle of the pod's framework (of the app when the pod is linked statically), which does not hold it, so it is not found at run time; {fix}",
  "rationale": [
    "CocoaPods copies the files a spec lists under `resource_bundles` into a bundle of their own,",
    "`KitResources.bundle`, placed inside the pod's framework (or, when the pod is linked",
    "statically, inside the app). `Bundle(for: C.self)` for a class `C` of the pod is the",
    "framework's bundle (the app's when linked statically): it holds the code, not that bundle's",
    "contents, so a key or asset looked up there is not found and the raw key or no image shows.",
    "The lookup must pass the resource bundle itself, which code opens with",
    "`Bundle(for: C.self).url(forResource: \"KitResources\", withExtension: \"bundle\")` and",
    "`Bundle(url:)`. Reported only in a pod that keeps all its resources in `resource_bundles`",
    "(with `resources` the files are copied beside the code, where `Bundle(for:)` finds them), for",
    "a class the pod declares and a name its resources have: an error when the miss shows today",
    "(a translated key, an asset, a file), a warning while the key has no translation yet. In the",
    "examples the pod `Kit` keeps its table (`kit.ok`, translated) and its",
    "catalog (`KitLogo`) in `KitResources`, declares the class `KitView` and the locator",
    "`Bundle.kitResources`."
  ],
  "callsOf": [
    "localized-string-missing-bundle",
    "asset-missing-bundle",
    "key-api-without-bundle"
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in pods whose resources are all in resource bundles, when they pass 'Bundle(for:)' of a class the pod declares:",
      "{calls}"
    ],
    "fixSafety": "Unsafe: the fix passes the pod's own locator of its resource bundle in place of 'Bundle(for:)', which changes the bundle searched at run time; review it and apply it with '--fix --unsafe-fixes'. No fix when the pod has no such locator (the message says how to add one).",
    "passResourceBundle": "pass '{bundleLabel}: .{accessor}', the pod's resource bundle",
    "addResourceBundleLocator": "add a locator that opens '{bundle}.bundle' ('Bundle(for: C.self).url(forResource: \"{bundle}\", withExtension: \"bundle\")' with 'Bundle(url:)') and pass it as '{bundleLabel}:'",
    "notTranslatedYet": "'{name}' is in the pod's {place}, not translated yet: a miss shows the same text today, but once it is translated this lookup never shows the translation",
    "resourcesHere": "'{module}' puts its resources in its resource bundle here"
  },
  "examples": {
    "triggering": [
      "let ok = ↓NSLocalizedString(\"kit.ok\", bundle: Bundle(for: KitView.self), comment: \"\")",
      "let logo = ↓UIImage(named: \"KitLogo\", in: Bundle(for: KitView.self), compatibleWith: nil)",
      "final class Banner {\n  let title = ↓NSLocalizedString(\"kit.ok\", bundle: Bundle(for: Banner.self), comment: \"\")\n}",
      "let ok = ↓String(localized: \"kit.ok\", bundle: Bundle(for: type(of: self)))"
    ],
    "nonTriggering": [
      {
        "code": "let ok = NSLocalizedString(\"kit.ok\", bundle: .kitResources, comment: \"\")",
        "why": "the lookup passes the pod's resource bundle"
      },
      {
        "code": "let title = NSLocalizedString(\"nowhere\", bundle: Bundle(for: KitView.self), comment: \"\")",
        "why": "no resource of the pod has the key"
      },
      {
        "code": "let logo = UIImage(named: \"KitLogo\", in: Bundle(for: UIView.self), compatibleWith: nil)",
        "why": "the pod does not declare 'UIView': which bundle that is cannot be told"
      },
      {
        "code": "let placeholder = NSLocalizedString(\"– – –\", bundle: Bundle(for: KitView.self), comment: \"\")",
        "why": "a key of dashes and spaces has nothing to translate"
      }
    ],
    "corrections": [
      {
        "before": "let ok = ↓NSLocalizedString(\"kit.ok\", bundle: Bundle(for: KitView.self), comment: \"\")",
        "after": "let ok = NSLocalizedString(\"kit.ok\", bundle: .kitResources, comment: \"\")"
      },
      {
        "before": "let logo = ↓UIImage(named: \"KitLogo\", in: Bundle(for: KitView.self), compatibleWith: nil)",
        "after": "let logo = UIImage(named: \"KitLogo\", in: .kitResources, compatibleWith: nil)"
      }
    ]
  }
}
"""#
    ),
    (
      "resource-in-other-module.json",
      ##"""
{
  "id": "resource-in-other-module",
  "kind": "resourceContent",
  "check": "otherModule",
  "severity": "warning",
  "summary": "A main-bundle lookup names a key or asset that another module of the package owns",
  "message": "'{lookup}' is in module {module}'s {place}; this '{callee}' call looks in the main bundle, so it finds nothing at run time; {fix}",
  "rationale": [
    "Each target's resources go to its own bundle. A lookup without a bundle searches",
    "`Bundle.main` (the app), which does not hold another module's keys or assets, even when",
    "this module depends on that one. This check runs in every module, also in those that own no",
    "resources. Pass the owning module's bundle: a public accessor it declares",
    "(`extension Bundle { public static let designSystem = Bundle.module }`) is suggested when",
    "there is one. In the examples, module `DesignSystem` owns the image `trash`, the color",
    "`AccentTint` and the key `design.ok`, and declares the accessor `designSystem`."
  ],
  "calls": [
    {
      "kind": "bundleParameter",
      "callee": "Text",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "key",
      "table": "tableName"
    },
    {
      "kind": "bundleParameter",
      "callee": "NSLocalizedString",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "value",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main"
        ]
      },
      "resource": "key",
      "table": "tableName"
    },
    {
      "kind": "bundleParameter",
      "callee": "String",
      "parameters": [
        "localized",
        "defaultValue",
        "table",
        "bundle",
        "locale",
        "comment"
      ],
      "lookup": {
        "label": "localized",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "key",
      "table": "table"
    },
    {
      "kind": "bundleParameter",
      "callee": "Image",
      "parameters": [
        "_",
        "variableValue",
        "bundle",
        "label"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "Image",
      "parameters": [
        "decorative",
        "variableValue",
        "bundle"
      ],
      "lookup": {
        "label": "decorative",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "Color",
      "parameters": [
        "_",
        "bundle"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "color"
    },
    {
      "kind": "bundleParameter",
      "callee": "UIImage",
      "parameters": [
        "named",
        "in",
        "compatibleWith"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "UIImage",
      "parameters": [
        "named",
        "in",
        "with"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "noBundleParameter",
      "callee": "#imageLiteral",
      "parameters": [
        "resourceName"
      ],
      "lookup": {
        "label": "resourceName",
        "value": "any"
      },
      "rewrite": "UIImage(named: \"{lookup}\", in: .module, with: nil)",
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "UIColor",
      "parameters": [
        "named",
        "in",
        "compatibleWith"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "color"
    },
    {
      "kind": "bundleParameter",
      "callee": "NSColor",
      "parameters": [
        "named",
        "bundle"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "color"
    },
    {
      "kind": "bundleParameter",
      "callee": "NSDataAsset",
      "parameters": [
        "name",
        "bundle"
      ],
      "lookup": {
        "label": "name",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main"
        ]
      },
      "resource": "data"
    }
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in every module:",
      "{calls}"
    ],
    "fixSafety": "Safe when the file imports the other module already: the fix passes its public bundle accessor ('bundle: .designSystem') where the declaration puts the bundle parameter, or in place of '.main' or 'nil'. Unsafe when it must add the 'import' too: review it and apply it with '--fix --unsafe-fixes'. No fix when the other module has no public accessor (the message says how to add one), when the call takes no bundle argument, or when the name is one branch of a conditional.",
    "giveAccessor": "pass {owner}'s bundle: give it a public accessor such as 'extension Bundle { public static let {accessorName} = Bundle.module }'",
    "passAccessor": "pass '{bundleLabel}: .{accessor}'",
    "useFormWithBundle": "use a form that takes a bundle and pass 'Bundle.{accessor}'"
  },
  "examples": {
    "triggering": [
      "let trash = ↓Image(\"trash\")",
      "let tint = ↓UIColor(named: \"AccentTint\")",
      "↓Text(\"design.ok\")",
      "let ok = ↓NSLocalizedString(\"design.ok\", comment: \"\")",
      "let trash = ↓Image(\"trash\", bundle: .main)",
      "↓Text(isCompact ? \"design.ok\" : \"checkout.title\")",
      "let trash = ↓#imageLiteral(resourceName: \"trash\")"
    ],
    "nonTriggering": [
      "let trash = Image(\"trash\", bundle: .designSystem)",
      {
        "code": "let star = Image(\"star\")",
        "why": "no module of the package has 'star'"
      },
      {
        "code": "Text(\"design.ok\", tableName: \"Other\")",
        "why": "the other module's key is in another table"
      },
      {
        "code": "let tint = Image(\"AccentTint\")",
        "why": "'AccentTint' is a color, not an image"
      },
      {
        "code": "let trash = Image(\"trash\")",
        "inTestTarget": true,
        "why": "test code is not shipped UI; set 'lintTestTargets' to lint it"
      }
    ],
    "corrections": [
      {
        "before": "let trash = ↓Image(\"trash\")",
        "after": [
          "import DesignSystem",
          "let trash = Image(\"trash\", bundle: .designSystem)"
        ]
      },
      {
        "before": [
          "import DesignSystem",
          "let trash = ↓Image(\"trash\", bundle: .main)"
        ],
        "after": [
          "import DesignSystem",
          "let trash = Image(\"trash\", bundle: .designSystem)"
        ]
      }
    ]
  }
}
"""##
    ),
    (
      "resource-path-case-mismatch.json",
      #"""
{
  "id": "resource-path-case-mismatch",
  "kind": "manifest",
  "severity": "warning",
  "inExample": false,
  "summary": "A resource declared in the manifest matches a file or folder only when letter case is ignored",
  "message": "resource '{path}' of target '{target}' differs from '{actual}' only in letter case: it resolves on macOS's default case-insensitive volumes and fails on case-sensitive ones and on Linux, where SwiftPM leaves it out and lookups of it fail at run time; write '{spelling}'",
  "rationale": [
    "macOS volumes are case-insensitive by default, so `.process(\"assets\")` finds an `Assets`",
    "folder on most developers' Macs and the package builds and runs there. On a case-sensitive",
    "volume, and on Linux (CI, server-side Swift), the path does not exist: SwiftPM only warns",
    "(\"Invalid Resource '…': File not found.\") and builds the target without it, and lookups of",
    "its files find nothing at run time. A warning rather than `missing-resource-path`'s error:",
    "the path is there, spelt differently, and the fix is its real spelling."
  ],
  "problem": "resourcePathCaseMismatch",
  "texts": {
    "whatItDoes": "Reads 'Package.swift' and the target folders, and reports on the manifest line: a declared resource path that matches an existing file or folder only when letter case is ignored",
    "fixSafety": "No automatic fix: write the path as the message spells it."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [↓.process(\"assets\")])",
          "    ]",
          ")"
        ],
        "fixture": "folder-case-differs",
        "why": "the folder on disk is 'Assets'"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", resources: [.process(\"Assets\")])",
          "    ]",
          ")"
        ],
        "fixture": "folder-case-matches"
      }
    ]
  }
}
"""#
    ),
    (
      "target-path-case-mismatch.json",
      #"""
{
  "id": "target-path-case-mismatch",
  "kind": "manifest",
  "severity": "warning",
  "inExample": false,
  "summary": "A target's folder exists only when letter case is ignored",
  "message": "target '{target}' is in '{path}', which exists only as '{actual}': it resolves on macOS's default case-insensitive volumes and fails on case-sensitive ones and on Linux, where SwiftPM does not find the folder and the build fails; write 'path: \"{spelling}\"'",
  "rationale": [
    "`.target(name: \"Checkout\", path: \"sources/checkout\")` with a `Sources/Checkout` folder, or a",
    "target whose name differs in case from its folder under `Sources/`, builds on a Mac, whose",
    "volumes are case-insensitive by default. On a case-sensitive volume, and on Linux (CI,",
    "server-side Swift), the folder does not exist and SwiftPM stops with an error about the target's",
    "missing sources. bundlelint lints the target in the folder a Mac finds, and warns."
  ],
  "problem": "targetPathCaseMismatch",
  "texts": {
    "whatItDoes": "Reads 'Package.swift' and the package's folders, and reports on the target's line: a target folder that exists only when letter case is ignored",
    "fixSafety": "No automatic fix: pass the folder as the message spells it, or rename the folder."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        ↓.target(name: \"Checkout\", path: \"sources/checkout\")",
          "    ]",
          ")"
        ],
        "fixture": "folder-case-differs",
        "why": "the folder on disk is 'Sources/Checkout'"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// swift-tools-version:5.9",
          "import PackageDescription",
          "",
          "let package = Package(",
          "    name: \"Checkout\",",
          "    targets: [",
          "        .target(name: \"Checkout\", path: \"Sources/Checkout\")",
          "    ]",
          ")"
        ],
        "fixture": "folder-case-matches"
      }
    ]
  }
}
"""#
    ),
    (
      "text-ignores-locale-environment.json",
      #"""
{
  "id": "text-ignores-locale-environment",
  "kind": "eagerLookup",
  "severity": "warning",
  "optIn": true,
  "summary": "View code shows a string resolved with the process's locale instead of the view's",
  "message": "'{callee}' resolves '{lookup}' once, in the app's language, so this 'Text' ignores '.environment(\\.locale)' and previews or views with another locale show the wrong language; {fix} or pass 'locale' from '@Environment(\\.locale)'",
  "rationale": [
    "`Text(\"key\", bundle: .module)` resolves its key when SwiftUI renders it, with the locale of",
    "the view's environment. `NSLocalizedString(…)` and `String(localized:…)` resolve the string",
    "at once, with the process's locale, and hand `Text` finished text. Previews that set",
    "`.environment(\\.locale, …)` and views that override the locale then show the wrong",
    "language. Opt-in: code that never overrides the locale is not affected."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "stringTables"
    ]
  },
  "calls": [
    {
      "callee": "NSLocalizedString",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "value",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "any"
      },
      "rewrite": "Text({lookupSource}, bundle: .module)"
    },
    {
      "callee": "String",
      "parameters": [
        "localized",
        "defaultValue",
        "options",
        "table",
        "bundle",
        "locale",
        "comment"
      ],
      "lookup": {
        "label": "localized",
        "value": "any"
      },
      "rewrite": "Text({lookupSource}, bundle: .module)"
    }
  ],
  "texts": {
    "whatItDoes": [
      "Reports these lookups when view code (a property or function of type 'some View') shows their result with 'Text(…)' and passes no 'locale:', in modules that own string tables:",
      "{calls}",
      "Opt-in: list it under 'optIn' in .bundlelint.json to run it."
    ],
    "fixSafety": "The fix is shown, never applied.",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "rewrite": "rewrite as '{rewrite}'"
  },
  "examples": {
    "triggering": [
      [
        "struct Greeting: View {",
        "    var body: some View {",
        "        Text(↓NSLocalizedString(\"greeting\", bundle: .module, comment: \"\"))",
        "    }",
        "}"
      ],
      [
        "struct Greeting: View {",
        "    var body: some View {",
        "        VStack {",
        "            Text(↓String(localized: \"greeting\", bundle: .module))",
        "        }",
        "    }",
        "}"
      ],
      [
        "struct Greeting: View {",
        "    var header: some View { Text(↓String(localized: \"greeting\", bundle: .module)).bold() }",
        "    var body: some View { header }",
        "}"
      ]
    ],
    "nonTriggering": [
      [
        "struct Greeting: View {",
        "    var body: some View { Text(\"greeting\", bundle: .module) }",
        "}"
      ],
      {
        "code": [
          "struct Greeting: View {",
          "    @Environment(\\.locale) private var locale",
          "    var body: some View { Text(String(localized: \"greeting\", bundle: .module, locale: locale)) }",
          "}"
        ],
        "why": "the view's locale is passed"
      },
      {
        "code": "let greeting = NSLocalizedString(\"greeting\", bundle: .module, comment: \"\")",
        "why": "not view code"
      },
      {
        "code": [
          "struct Greeting: View {",
          "    var body: some View { Button(String(localized: \"greeting\", bundle: .module)) { } }",
          "}"
        ],
        "why": "only 'Text' is checked"
      }
    ]
  }
}
"""#
    ),
    (
      "unknown-asset.json",
      #"""
{
  "id": "unknown-asset",
  "kind": "resourceContent",
  "check": "unknownAsset",
  "severity": "warning",
  "summary": "An asset looked up in the module bundle is in none of the module's asset catalogs",
  "message": "'{callee}' looks up '{lookup}' in the module bundle, but {place}, so the asset is missing at run time; {fix}",
  "rationale": [
    "The lookup searches the right bundle, but no asset catalog of the module has an asset of that",
    "name and type: `Image` and `UIImage(named:)` need an image set (or symbol set), `Color` and",
    "`UIColor(named:)` a color set, `NSDataAsset` a data set. Names inside a group whose",
    "`Contents.json` provides a namespace are written `Group/name`. At run time the image is",
    "empty, the color is missing or the initializer returns nil. Example modules own the image",
    "`Logo`, the color `BrandTint` and the image `Icons/cart`."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "assetCatalogs"
    ]
  },
  "calls": [
    {
      "kind": "bundleParameter",
      "callee": "Image",
      "parameters": [
        "_",
        "variableValue",
        "bundle",
        "label"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "Image",
      "parameters": [
        "decorative",
        "variableValue",
        "bundle"
      ],
      "lookup": {
        "label": "decorative",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "Color",
      "parameters": [
        "_",
        "bundle"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "color"
    },
    {
      "kind": "bundleParameter",
      "callee": "UIImage",
      "parameters": [
        "named",
        "in",
        "compatibleWith"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "UIImage",
      "parameters": [
        "named",
        "in",
        "with"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "image"
    },
    {
      "kind": "bundleParameter",
      "callee": "UIColor",
      "parameters": [
        "named",
        "in",
        "compatibleWith"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "in",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "color"
    },
    {
      "kind": "bundleParameter",
      "callee": "NSColor",
      "parameters": [
        "named",
        "bundle"
      ],
      "lookup": {
        "label": "named",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "color"
    },
    {
      "kind": "bundleParameter",
      "callee": "NSDataAsset",
      "parameters": [
        "name",
        "bundle"
      ],
      "lookup": {
        "label": "name",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main"
        ]
      },
      "resource": "data"
    }
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in modules that own asset catalogs:",
      "{calls}"
    ],
    "fixSafety": "Unsafe: when a close key or name exists, the fix replaces the literal with it; check that it is the one meant. 'bundlelint --fix --unsafe-fixes' applies it; '--diff --unsafe-fixes' shows it first.",
    "addAsset": "add '{lookup}' to an asset catalog of '{module}' or correct the name",
    "didYouMean": "did you mean '{suggestion}'?",
    "noAsset": "the module's asset catalogs have no {kinds} of that name",
    "replaceWith": "replace with '{suggestion}'"
  },
  "examples": {
    "triggering": [
      "↓Image(\"Logoo\", bundle: .module)",
      "let tint = ↓Color(\"Logo\", bundle: .module)",
      "let cart = ↓UIImage(named: \"cart\", in: .module, compatibleWith: nil)",
      "let data = ↓NSDataAsset(name: \"defaults\", bundle: .module)",
      [
        "extension Bundle {",
        "  static var kit: Bundle { .module }",
        "}",
        "let logo = ↓Image(\"Logoo\", bundle: .kit)"
      ]
    ],
    "nonTriggering": [
      "Image(\"Logo\", bundle: .module)",
      {
        "code": [
          "extension Bundle {",
          "  static let themes = Bundle(path: \"/Library/Themes.bundle\")!",
          "}",
          "let logo = Image(\"Logoo\", bundle: .themes)"
        ],
        "why": "the property returns another bundle than the module's"
      },
      "Image(\"Icons/cart\", bundle: .module)",
      "let tint = UIColor(named: \"BrandTint\", in: .module, compatibleWith: nil)",
      {
        "code": "Image(\"Logoo\")",
        "why": "a main-bundle lookup is another rule's business"
      },
      {
        "code": "Image(name, bundle: .module)",
        "why": "only a literal name can be checked"
      },
      {
        "code": "Image(\"Logoo\", bundle: .designSystem)",
        "why": "another bundle: its catalogs are unknown here"
      }
    ],
    "corrections": [
      {
        "before": "↓Image(\"Logoo\", bundle: .module)",
        "after": "Image(\"Logo\", bundle: .module)"
      }
    ]
  }
}
"""#
    ),
    (
      "unknown-localization-key.json",
      #"""
{
  "id": "unknown-localization-key",
  "kind": "resourceContent",
  "check": "unknownKey",
  "severity": "warning",
  "summary": "A key looked up in the module bundle is in none of the module's string tables",
  "message": "'{callee}' looks up '{lookup}' in the module bundle, but {place}, so the key itself shows at run time; {fix}",
  "rationale": [
    "The lookup searches the right bundle, but the key is not in the table it names (`Localizable`",
    "unless `tableName:` or `table:` says otherwise), in any localization. At run time",
    "`Text` and `String(localized:)` show the key itself and `NSLocalizedString` returns it.",
    "A typo, a renamed key or a key added to the wrong table is the usual cause.",
    "Interpolated keys are matched as format keys: `\"\\(n) items\"` finds `%lld items`, `%d items` or",
    "`%1$@ items`. Example modules own a `Localizable` table with the keys `checkout.title`,",
    "`checkout.pay` and `%lld items`."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "stringTables"
    ]
  },
  "calls": [
    {
      "kind": "bundleParameter",
      "callee": "Text",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "key",
      "table": "tableName"
    },
    {
      "kind": "bundleParameter",
      "callee": "NSLocalizedString",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "value",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main"
        ]
      },
      "resource": "key",
      "table": "tableName"
    },
    {
      "kind": "bundleParameter",
      "callee": "String",
      "parameters": [
        "localized",
        "defaultValue",
        "table",
        "bundle",
        "locale",
        "comment"
      ],
      "lookup": {
        "label": "localized",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      },
      "resource": "key",
      "table": "table"
    }
  ],
  "texts": {
    "whatItDoes": [
      "Reports these calls in modules that own string tables:",
      "{calls}"
    ],
    "fixSafety": "Unsafe: when a close key or name exists, the fix replaces the literal with it; check that it is the one meant. 'bundlelint --fix --unsafe-fixes' applies it; '--diff --unsafe-fixes' shows it first.",
    "addKey": "add the key to '{file}' or correct it",
    "didYouMean": "did you mean '{suggestion}'?",
    "noKey": "table '{table}' has no such key",
    "noTable": "the module has no table '{table}'",
    "replaceWith": "replace with '{suggestion}'"
  },
  "examples": {
    "triggering": [
      "↓Text(\"checkout.titel\", bundle: .module)",
      "let pay = ↓String(localized: \"checkout.pays\", bundle: .module)",
      "let title = ↓NSLocalizedString(\"checkout.title\", tableName: \"Other\", bundle: .module, comment: \"\")",
      "↓Text(\"\\(count) things\", bundle: .module)",
      "↓Text(\"welcome\", bundle: Bundle.module)",
      "let title = ↓NSLocalizedString(\"checkout.new\", bundle: .module, value: \"\", comment: \"\")",
      "↓Text(isEditing ? \"checkout.title\" : \"checkout.titel\", bundle: .module)",
      [
        "extension Bundle {",
        "  static let kit: Bundle = {",
        "    #if SWIFT_PACKAGE",
        "    return .module",
        "    #else",
        "    return Bundle(for: Token.self)",
        "    #endif",
        "  }()",
        "}",
        "final class Token {}",
        "let title = ↓Text(\"checkout.titel\", bundle: .kit)"
      ]
    ],
    "nonTriggering": [
      "Text(\"checkout.title\", bundle: .module)",
      "Text(\"checkout.title\", tableName: \"Localizable\", bundle: .module)",
      {
        "code": "Text(\"\\(count) items\", bundle: .module)",
        "why": "the interpolation is the format key's '%lld'"
      },
      "let pay = String(localized: \"checkout.pay\", bundle: .module)",
      {
        "code": "Text(\"welcome\")",
        "why": "a main-bundle lookup is another rule's business"
      },
      {
        "code": "Text(\"welcome\", bundle: .designSystem)",
        "why": "another bundle: its tables are unknown here"
      },
      {
        "code": "Text(\"welcome\", tableName: table, bundle: .module)",
        "why": "the table is not known from the code"
      },
      {
        "code": "Text(verbatim: \"welcome\")",
        "why": "no lookup"
      },
      {
        "code": "let title = NSLocalizedString(\"checkout.new\", bundle: .module, value: \"New\", comment: \"\")",
        "why": "the call gives the text shown while the key is missing, so the key never shows"
      },
      {
        "code": "let title = String(localized: \"checkout.new\", defaultValue: \"New\", bundle: .module)",
        "why": "the default value shows while the key is missing"
      },
      {
        "code": "Text(isEditing ? \"checkout.title\" : \"checkout.pay\", bundle: .module)",
        "why": "both branches are keys of the table"
      },
      {
        "code": "let name = NSLocalizedString(\"wallet.name.\\(index)\", bundle: .module, comment: \"\")",
        "why": "'NSLocalizedString' takes a 'String': the interpolation is filled in first, so the key is made at run time"
      }
    ],
    "corrections": [
      {
        "before": "↓Text(\"checkout.titel\", bundle: .module)",
        "after": "Text(\"checkout.title\", bundle: .module)"
      }
    ]
  }
}
"""#
    ),
    (
      "unreadable-file.json",
      #"""
{
  "id": "unreadable-file",
  "kind": "unreadableFile",
  "severity": "warning",
  "inExample": false,
  "summary": "A file bundlelint needs could not be read, so it was not linted",
  "message": "could not read this path: {detail}; it was not linted",
  "rationale": [
    "bundlelint reads a package's manifest, the Swift sources of its targets, and their string",
    "tables and asset catalogs. When one of these cannot be read (no read permission, a broken",
    "symbolic link or a link loop where SwiftPM looks for a target's sources, a binary file with a",
    "'.swift' name, a manifest it cannot parse), what it holds was not checked: the run is",
    "incomplete and a clean result proves nothing about it. Paths bundlelint does not need (a",
    "broken link into a submodule that is not checked out, outside every target; a link back into",
    "the tree kept on purpose) are not findings: they are counted in one line of the summary on",
    "standard error ('skipped 2 broken or looping symbolic links'). Only paths inside what was",
    "asked to be linted are reported."
  ],
  "texts": {
    "whatItDoes": "Reports on line 1 of the path: a Swift source of a target, a manifest, a string table or an asset catalog that could not be read; broken or looping symbolic links that nothing needs are counted in the summary instead",
    "fixSafety": "No automatic fix: check out the submodule, fix the link or the permissions, or exclude the path in '.bundlelint.json'.",
    "binaryFile": "it is a binary file, not Swift source",
    "tooLarge": "it is over 2 GB, more than bundlelint reads",
    "brokenLink": "broken symbolic link",
    "linkLoop": "symbolic link loop"
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "Package.swift",
          "Sources/Checkout/Cart.swift",
          "↓Sources/Checkout/Payment.swift -> ../../Vendor/Payment/Payment.swift"
        ],
        "why": "a source of target 'Checkout' that is a broken link (a submodule not checked out)"
      },
      {
        "code": [
          "Package.swift",
          "Sources/Checkout/Cart.swift",
          "↓Sources/Checkout/Loop.swift -> Loop.swift"
        ],
        "why": "a source of target 'Checkout' that is a link to itself"
      },
      {
        "code": [
          "Package.swift",
          "Sources/Checkout/Cart.swift",
          "↓Sources/Checkout/en.lproj/Localizable.strings -> ../../../Translations/en.strings"
        ],
        "why": "a string table of target 'Checkout' that is a broken link"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "Package.swift",
          "Sources/Checkout/Cart.swift",
          "Vendor/Payment -> ../Submodules/Payment",
          "Scripts/generate.swift -> ../Vendor/Tools/generate.swift",
          "Sources/Checkout/Notes.md -> ../../Docs/Notes.md",
          "Docs/Everything -> .."
        ],
        "why": "broken links and a loop that no target needs: counted in the summary, not reported"
      }
    ]
  }
}
"""#
    ),
    (
      "unused-localization-key.json",
      #"""
{
  "id": "unused-localization-key",
  "kind": "resourceContent",
  "check": "unusedKey",
  "severity": "note",
  "optIn": true,
  "summary": "A key of the module's string tables that no string literal in the module's code uses",
  "message": "'{lookup}' in table '{place}' is not used by any string literal in module {module}'s code; remove it, or ignore this if the key is built at run time",
  "rationale": [
    "A key no code names is dead weight for translators, or a sign that code builds the key",
    "at run time. A key counts as used when a string literal passed as an argument anywhere in",
    "the module (any call: `Text`, `NSLocalizedString`, a team's own helper) equals it, or",
    "finds it as a format key (`\"\\(n) items\"` uses `%lld items`). Reported on the key's line in",
    "the development localization's file. Opt-in."
  ],
  "texts": {
    "whatItDoes": [
      "Reads the string tables and asset catalogs of each module, in every module, and reports on the resource file's line: a key of the module's string tables that no string literal in the module's code uses",
      "Opt-in: list it under 'optIn' in .bundlelint.json to run it."
    ],
    "fixSafety": "No automatic fix."
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "\"checkout.title\" = \"Checkout\";",
          "↓\"checkout.old\" = \"Old\";",
          "\"%lld items\" = \"%lld items\";"
        ],
        "fixture": "unused"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "\"checkout.title\" = \"Checkout\";",
          "\"%lld items\" = \"%lld items\";"
        ],
        "fixture": "used"
      }
    ]
  }
}
"""#
    ),
    (
      "unused-suppression.json",
      #"""
{
  "id": "unused-suppression",
  "kind": "unusedSuppression",
  "severity": "warning",
  "inExample": false,
  "summary": "A suppression comment suppresses nothing",
  "message": "'{directive}' suppresses nothing; remove it",
  "rationale": [
    "A `bundlelint:disable` comment, or one of the rule ids it names, covers no finding: the code",
    "it was written for changed or moved. A stale suppression hides the next real bug on that line,",
    "so it is worse than none. Only rules that ran count: a directive naming a rule that is",
    "switched off or not selected is not reported. `all` does not cover this rule; name it",
    "(`bundlelint:disable-file unused-suppression`) to keep a directive on purpose."
  ],
  "texts": {
    "whatItDoes": "Applies each file's 'bundlelint:' comments to its findings, and reports on the comment's line: a directive, or a rule id it names, that covers no finding of a rule that ran",
    "fixSafety": "Safe: the fix removes the comment (or its line when the comment is alone on it), which covers no finding.",
    "unusedIDs": "'{directive}' suppresses nothing for {ids}; remove {ids} from it",
    "removeDirective": "remove '{directive}'"
  },
  "examples": {
    "triggering": [
      {
        "code": [
          "↓// bundlelint:disable:next module-bundle-without-resources",
          "let title = \"Checkout\""
        ],
        "why": "the next line has no finding of that rule"
      },
      {
        "code": [
          "↓// bundlelint:disable:next module-bundle-without-resources, asset-missing-bundle",
          "let bundle = Bundle.module"
        ],
        "why": "'module-bundle-without-resources' covers the finding, 'asset-missing-bundle' covers nothing"
      }
    ],
    "nonTriggering": [
      {
        "code": [
          "// bundlelint:disable:next module-bundle-without-resources",
          "let bundle = Bundle.module"
        ],
        "why": "the module has no resources, so 'Bundle.module' is reported and the comment hides it"
      },
      {
        "code": [
          "// bundlelint:disable-file unused-suppression",
          "// bundlelint:disable:next module-bundle-without-resources",
          "let title = \"Checkout\""
        ],
        "why": "naming the rule keeps a directive on purpose"
      }
    ],
    "corrections": [
      {
        "before": [
          "let total = 1",
          "↓// bundlelint:disable:next module-bundle-without-resources",
          "let title = \"Checkout\""
        ],
        "after": [
          "let total = 1",
          "let title = \"Checkout\""
        ]
      }
    ]
  }
}
"""#
    ),
    (
      "widget-key-without-bundle.json",
      #"""
{
  "id": "widget-key-without-bundle",
  "kind": "noBundleParameter",
  "severity": "warning",
  "inExample": false,
  "summary": "A widget's display name or description is a literal key looked up in the main bundle, in a package target",
  "message": "'{callee}' looks up '{lookup}' in the main bundle and takes no bundle, so the package's translation is never shown; {fix}",
  "rationale": [
    "A widget's `configurationDisplayName(_:)` takes a `LocalizedStringKey` (\"the key for the",
    "localized name to display\",",
    "developer.apple.com/documentation/swiftui/widgetconfiguration/configurationdisplayname(_:)-4v9q)",
    "and no bundle: a literal is looked up in the main bundle, which is the widget extension's,",
    "never the package's. The widget gallery then shows the key in the development language",
    "although the package's table translates it. The `Text` overload",
    "(`Text(\"key\", bundle: .module)`) and the `LocalizedStringResource` overload carry a bundle.",
    "Graded like `key-api-without-bundle`: an error when the module's table translates the key.",
    "`description(_:)` takes its key the same way (\"the key for the localized description to",
    "display\",",
    "developer.apple.com/documentation/swiftui/widgetconfiguration/description(_:)-4q9pa). Its name",
    "is too common a word to read every file that spells it, so it is inspected only as a",
    "modifier in the chain of a widget configuration: after `StaticConfiguration(…) { … }`,",
    "`AppIntentConfiguration`, `IntentConfiguration`, `ActivityConfiguration` or one of their",
    "modifiers (`configurationDisplayName`, `supportedFamilies`, `contentMarginsDisabled`), with",
    "only blanks between the calls; the files that spell none of those names are not read for it.",
    "A control widget's `displayName(_:)` and `description(_:)` take only a",
    "`LocalizedStringResource`",
    "(developer.apple.com/documentation/swiftui/controlwidgetconfiguration/displayname(_:),",
    "developer.apple.com/documentation/swiftui/controlwidgetconfiguration/description(_:)): a",
    "literal becomes one through `init(stringLiteral:)`, whose bundle is the main one",
    "(developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)),",
    "so Control Center and the controls gallery show the key. They are inspected in the chain of",
    "a `StaticControlConfiguration` or an `AppIntentControlConfiguration`; the fix, a resource",
    "built with the module's bundle, is shown and not applied."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "stringTables"
    ]
  },
  "calls": [
    {
      "callee": "configurationDisplayName",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "rewrite": ".configurationDisplayName(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "description",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "chainedAfter": [
        "StaticConfiguration",
        "AppIntentConfiguration",
        "IntentConfiguration",
        "ActivityConfiguration",
        "configurationDisplayName",
        "supportedFamilies",
        "contentMarginsDisabled"
      ],
      "rewrite": ".description(Text({lookupSource}, bundle: .module))"
    },
    {
      "callee": "displayName",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "chainedAfter": [
        "StaticControlConfiguration",
        "AppIntentControlConfiguration"
      ],
      "rewrite": ".displayName(LocalizedStringResource({lookupSource}, bundle: .atURL(Bundle.module.bundleURL)))"
    },
    {
      "callee": "description",
      "form": "modifier",
      "parameters": [
        "_"
      ],
      "lookup": {
        "label": "_",
        "value": "literal"
      },
      "chainedAfter": [
        "StaticControlConfiguration",
        "AppIntentControlConfiguration"
      ],
      "rewrite": ".description(LocalizedStringResource({lookupSource}, bundle: .atURL(Bundle.module.bundleURL)))"
    }
  ],
  "texts": {
    "duplicatedByHost": "'{name}' is in this module's {place}; the main-bundle lookup finds it only because {host} holds it too, so the module's own table is never used and a host without the key misses it",
    "fixSafety": "Unsafe: the fix rewrites the literal into 'Text(key, bundle: .module)', the overload that carries the bundle (the modifier keeps its name); apply it with '--fix --unsafe-fixes' after review. A control widget's modifiers take no 'Text': their fix, a 'LocalizedStringResource' built with the module's bundle, is shown and not applied.",
    "inOtherModule": "'{name}' is in module {owner}'s {place}",
    "inOtherTable": "'{name}' is in this module's {place}, not in the table this call reads ('{table}'), and the call looks in the main bundle: pass the module's bundle and the table that holds the key",
    "inThisModule": "'{name}' is in this module's {place}; this call looks in the main bundle, so it is certain to miss it",
    "keyPassedHere": "'{key}' is passed as '{name}' here, and module {owner}'s {place} translates it; the lookup in the main bundle misses it",
    "keyPassedMessage": "'{callee}' looks up '{lookup}' in the main bundle and takes no bundle, so the translation of '{key}' that module {owner} passes is never shown; {fix}",
    "notTranslatedYet": "'{name}' is in this module's {place}, not translated yet: a miss shows the same text today, but once it is translated this lookup in the main bundle never shows the translation",
    "passBundleParameter": "take a 'bundle: Bundle? = nil' parameter beside '{name}' and pass 'Text({lookupSource}, bundle: bundle)' here instead of '{lookupSource}', so each calling module passes its own 'Bundle.module'",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "rewrite": "rewrite as '{rewrite}'",
    "unverifiedMessage": "'{callee}' looks up '{lookup}' in the main bundle and takes no bundle, while module '{module}' keeps its strings in its own bundle; {fix}",
    "whatItDoes": [
      "Reports these widget configuration modifiers in package targets with string tables, when given a literal key (`description` only in the chain of a widget configuration):",
      "{calls}"
    ],
    "writtenVerbatim": "this type writes its other texts with 'Text(verbatim:)', as if it were meant in one language, so the finding is a warning rather than an error"
  },
  "examples": {
    "triggering": [
      [
        "StaticConfiguration(kind: \"cart\", provider: CartProvider()) { entry in",
        "    CartView(entry: entry)",
        "}",
        ".↓configurationDisplayName(\"cart.total\")",
        ".↓description(\"checkout.subtitle\")"
      ],
      [
        "StaticConfiguration(kind: \"cart\", provider: CartProvider()) { entry in",
        "    CartView(entry: entry)",
        "}",
        ".↓description(\"checkout.subtitle\")"
      ],
      [
        "StaticControlConfiguration(kind: \"cart.control\") {",
        "    ControlWidgetButton(action: OpenCartIntent()) { Label(\"Cart\", systemImage: \"cart\") }",
        "}",
        ".↓displayName(\"cart.total\")",
        ".↓description(\"checkout.subtitle\")"
      ],
      [
        "AppIntentConfiguration(kind: \"cart\", intent: CartIntent.self, provider: CartProvider()) { entry in",
        "    CartView(entry: entry)",
        "}",
        ".supportedFamilies([.systemSmall])",
        ".contentMarginsDisabled()",
        ".↓description(\"checkout.subtitle\")"
      ]
    ],
    "nonTriggering": [
      {
        "code": [
          ".configurationDisplayName(Text(\"cart.total\", bundle: .module))",
          ".configurationDisplayName(displayName)"
        ],
        "why": "a 'Text' that carries the bundle, and a string variable (shown verbatim)"
      },
      {
        "code": [
          "Text(\"checkout.title\", bundle: .module)",
          "    .description(\"checkout.subtitle\")",
          "let label = Label(\"checkout.title\", systemImage: \"cart\")",
          "label.description(\"checkout.subtitle\")"
        ],
        "why": "a 'description' modifier outside a widget configuration's chain is some other API"
      },
      {
        "code": [
          "StaticConfiguration(kind: \"cart\", provider: CartProvider()) { entry in",
          "    CartView(entry: entry)",
          "}",
          ".description(Text(\"checkout.subtitle\", bundle: .module))"
        ],
        "why": "a 'Text' that carries the bundle"
      },
      {
        "code": [
          "AppIntentControlConfiguration(kind: \"cart.control\", intent: CartIntent.self) { configuration in",
          "    ControlWidgetButton(action: OpenCartIntent()) { Label(\"Cart\", systemImage: \"cart\") }",
          "}",
          ".displayName(LocalizedStringResource(\"cart.total\", bundle: .atURL(Bundle.module.bundleURL)))",
          "profile.displayName(\"cart.total\")"
        ],
        "why": "a resource built with the module's bundle, and a 'displayName' outside a control's chain"
      }
    ],
    "corrections": [
      {
        "before": ".↓configurationDisplayName(\"cart.total\")",
        "after": ".configurationDisplayName(Text(\"cart.total\", bundle: .module))"
      },
      {
        "before": [
          ".configurationDisplayName(Text(\"cart.total\", bundle: .module))",
          ".↓description(\"checkout.subtitle\")"
        ],
        "after": [
          ".configurationDisplayName(Text(\"cart.total\", bundle: .module))",
          ".description(Text(\"checkout.subtitle\", bundle: .module))"
        ]
      }
    ]
  }
}
"""#
    ),
    (
      "wrapper-missing-bundle.json",
      ##"""
{
  "id": "wrapper-missing-bundle",
  "kind": "wrapperCall",
  "severity": "warning",
  "summary": "A call to the package's own localized-text wrapper passes no bundle",
  "message": "'{wrapper}' looks up '{lookup}' in {defaultBundle}, not in '{module}', so the translation is never shown; {fix}",
  "rationale": [
    "A design system often wraps SwiftUI's localized views in its own functions and initializers",
    "that take a `LocalizedStringKey` (or a `String` key passed on to `NSLocalizedString`,",
    "`String(localized:)`, `Text(_:bundle:)`) and a `bundle: Bundle? = nil` parameter. When a",
    "feature module calls such a wrapper without `bundle:`, the key is looked up in the main",
    "bundle (or in the design system's own bundle, when that is the default), not in the",
    "feature's resource bundle, so the app shows the raw key. bundlelint finds the wrappers in",
    "every module of the package and checks the calls from modules that own string tables, like",
    "the built-in APIs.",
    "",
    "A wrapper may instead take a `LocalizedStringResource` and no bundle: a string literal passed",
    "there becomes a resource of `.main` (`init(stringLiteral:)`). The fix builds it with",
    "`.atURL(Bundle.module.bundleURL)`, or the module's own `BundleDescription` helper."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "stringTables"
    ]
  },
  "calls": [],
  "texts": {
    "whatItDoes": "Finds the package's own functions and initializers that take a localized key and a bundle, or a 'LocalizedStringResource' and no bundle (in any module), and reports calls to them that pass no bundle, or a string literal as the resource, in modules that own string tables.",
    "fixSafety": "Unsafe: the fix passes the calling module's bundle to the wrapper, which changes which bundle the wrapper searches at run time; review it ('--diff --unsafe-fixes') and apply it with '--fix --unsafe-fixes'.",
    "addBundle": "add '{insert}'",
    "mainBundleDefault": "the main bundle",
    "replaceBundle": "replace '{written}' with '{replacement}'",
    "resourcesHere": "'{module}' gets its resources here, so 'Bundle.module' exists",
    "wrapperDeclaredHere": "'{wrapper}' is declared here, in '{wrapperModule}'",
    "wrapperModuleDefault": "the bundle of '{wrapperModule}'"
  },
  "examples": {
    "triggering": [
      {
        "code": "let empty = ↓PlaceholderView(\"profile.empty\", systemImage: \"person\")",
        "package": {
          "DesignSystem": [
            "import SwiftUI",
            "public struct PlaceholderView: View {",
            "    let text: LocalizedStringKey",
            "    let bundle: Bundle?",
            "    let systemImage: String",
            "    public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {",
            "        self.text = text",
            "        self.bundle = bundle",
            "        self.systemImage = systemImage",
            "    }",
            "    public var body: some View {",
            "        Label { Text(text, bundle: bundle) } icon: { Image(systemName: systemImage) }",
            "    }",
            "}"
          ]
        },
        "why": "the wrapper is declared in another module"
      },
      {
        "code": "let empty = ↓PlaceholderView(\"profile.empty\", bundle: nil, systemImage: \"person\")",
        "package": {
          "DesignSystem": [
            "import SwiftUI",
            "public struct PlaceholderView: View {",
            "    let text: LocalizedStringKey",
            "    let bundle: Bundle?",
            "    let systemImage: String",
            "    public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {",
            "        self.text = text",
            "        self.bundle = bundle",
            "        self.systemImage = systemImage",
            "    }",
            "    public var body: some View {",
            "        Label { Text(text, bundle: bundle) } icon: { Image(systemName: systemImage) }",
            "    }",
            "}"
          ]
        }
      },
      {
        "code": [
          "List { }",
          "    .↓emptyState(\"profile.none\")"
        ],
        "package": {
          "DesignSystem": [
            "import SwiftUI",
            "public extension View {",
            "    func emptyState(_ key: LocalizedStringKey, bundle: Bundle? = nil) -> some View {",
            "        overlay(Text(key, bundle: bundle))",
            "    }",
            "}"
          ]
        },
        "why": "a view modifier of a public extension"
      },
      {
        "code": "let title = ↓Badge(\"profile.title\")",
        "package": {
          "DesignSystem": [
            "public struct Badge {",
            "    public init(_ key: LocalizedStringKey, bundle: Bundle = .module) { }",
            "}"
          ]
        },
        "why": "the default is the design system's own bundle, which does not hold the feature's keys"
      },
      [
        "func localized(_ key: String, bundle: Bundle? = nil) -> String {",
        "    NSLocalizedString(key, bundle: bundle ?? .main, comment: \"\")",
        "}",
        "let title = ↓localized(\"profile.title\")"
      ],
      [
        "enum L10n {",
        "    static func text(_ key: String, in bundle: Bundle = .main) -> String {",
        "        bundle.localizedString(forKey: key, value: nil, table: nil)",
        "    }",
        "}",
        "let title = L10n.↓text(\"profile.title\")"
      ],
      {
        "code": [
          "struct Caption {",
          "    let text: String",
          "    init(key: String, bundle: Bundle) {",
          "        text = NSLocalizedString(key, bundle: bundle, comment: \"\")",
          "    }",
          "    init(_ key: String, bundle: Bundle = .main) {",
          "        self.init(key: key, bundle: bundle)",
          "    }",
          "}",
          "let caption = ↓Caption(\"profile.name\")"
        ],
        "why": "the initializer with the default passes the key and the bundle on to one that looks the key up"
      },
      {
        "code": [
          "struct Row { init(_ title: LocalizedStringResource) { } }",
          "let row = ↓Row(\"profile.name\")"
        ],
        "why": "a literal passed as a 'LocalizedStringResource' is a resource of the main bundle"
      },
      {
        "code": "let header = ↓SectionHeader(title: \"profile.name\")",
        "package": {
          "DesignSystem": [
            "public struct SectionHeader { public init(title: LocalizedStringResource, count: Int = 0) { } }"
          ]
        }
      }
    ],
    "nonTriggering": [
      {
        "code": "let empty = PlaceholderView(\"profile.empty\", bundle: .module, systemImage: \"person\")",
        "package": {
          "DesignSystem": [
            "import SwiftUI",
            "public struct PlaceholderView: View {",
            "    let text: LocalizedStringKey",
            "    let bundle: Bundle?",
            "    let systemImage: String",
            "    public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {",
            "        self.text = text",
            "        self.bundle = bundle",
            "        self.systemImage = systemImage",
            "    }",
            "    public var body: some View {",
            "        Label { Text(text, bundle: bundle) } icon: { Image(systemName: systemImage) }",
            "    }",
            "}"
          ]
        }
      },
      {
        "code": "let empty = PlaceholderView(\"profile.empty\", bundle: resourceBundle, systemImage: \"person\")",
        "package": {
          "DesignSystem": [
            "import SwiftUI",
            "public struct PlaceholderView: View {",
            "    let text: LocalizedStringKey",
            "    let bundle: Bundle?",
            "    let systemImage: String",
            "    public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {",
            "        self.text = text",
            "        self.bundle = bundle",
            "        self.systemImage = systemImage",
            "    }",
            "    public var body: some View {",
            "        Label { Text(text, bundle: bundle) } icon: { Image(systemName: systemImage) }",
            "    }",
            "}"
          ]
        },
        "why": "a bundle the code chose"
      },
      {
        "code": "let empty = PlaceholderView(message, systemImage: \"person\")",
        "package": {
          "DesignSystem": [
            "import SwiftUI",
            "public struct PlaceholderView: View {",
            "    let text: LocalizedStringKey",
            "    let bundle: Bundle?",
            "    let systemImage: String",
            "    public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {",
            "        self.text = text",
            "        self.bundle = bundle",
            "        self.systemImage = systemImage",
            "    }",
            "    public var body: some View {",
            "        Label { Text(text, bundle: bundle) } icon: { Image(systemName: systemImage) }",
            "    }",
            "}"
          ]
        },
        "why": "only a literal is a key for sure"
      },
      {
        "code": "let empty = PlaceholderView(\"profile.empty\", systemImage: \"person\")",
        "package": {
          "DesignSystem": [
            "struct PlaceholderView {",
            "    init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) { }",
            "}"
          ]
        },
        "why": "an internal initializer of another module cannot be called from this one"
      },
      [
        "struct Badge {",
        "    init(_ key: LocalizedStringKey, bundle: Bundle = .module) { }",
        "}",
        "let badge = Badge(\"profile.title\")"
      ],
      [
        "func log(_ message: String, bundle: Bundle? = nil) { print(message) }",
        "log(\"started\")"
      ],
      {
        "code": [
          "struct WordList {",
          "    let bundle: Bundle",
          "    private init(fileName: String?, pattern: String?, bundle: Bundle) {",
          "        self.bundle = bundle",
          "        if let fileName { load(fileName) }",
          "    }",
          "    init(pattern: String, bundle: Bundle = .main) {",
          "        self.init(fileName: nil, pattern: pattern, bundle: bundle)",
          "    }",
          "    func load(_ name: String) { _ = bundle.url(forResource: name, withExtension: \"txt\") }",
          "}",
          "let words = WordList(pattern: \"profile.name\")"
        ],
        "why": "the initializer it passes the text and the bundle to only stores the bundle: no key is looked up"
      },
      [
        "func localized(_ key: String, bundle: Bundle? = nil) -> String {",
        "    NSLocalizedString(key, bundle: bundle ?? .main, comment: \"\")",
        "}",
        "#if !SWIFT_PACKAGE",
        "let title = localized(\"profile.title\")",
        "#endif"
      ],
      {
        "code": [
          "struct Row { init(_ title: LocalizedStringResource) { } }",
          "let row = Row(title)"
        ],
        "why": "a resource built elsewhere carries the bundle it was built with"
      },
      {
        "code": [
          "struct Caption { init(_ text: String) { } }",
          "let caption = Caption(\"profile.name\")"
        ],
        "why": "a 'String' parameter is shown verbatim"
      },
      {
        "code": [
          "struct Row { init(_ title: LocalizedStringResource) { } }",
          "let row = Row(\"••••\")"
        ],
        "why": "no table of the package has the key: the module's bundle would show the same"
      },
      {
        "code": "let empty = PlaceholderView(\"Lorem ipsum\", systemImage: \"person\")",
        "package": {
          "DesignSystem": [
            "import SwiftUI",
            "public struct PlaceholderView: View {",
            "    let text: LocalizedStringKey",
            "    let bundle: Bundle?",
            "    let systemImage: String",
            "    public init(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String) {",
            "        self.text = text",
            "        self.bundle = bundle",
            "        self.systemImage = systemImage",
            "    }",
            "    public var body: some View {",
            "        Label { Text(text, bundle: bundle) } icon: { Image(systemName: systemImage) }",
            "    }",
            "}"
          ]
        },
        "why": "no table or catalog of the package has the key: the bundle changes nothing"
      }
    ],
    "corrections": [
      {
        "before": [
          "struct Banner {",
          "    init(_ title: LocalizedStringKey, bundle: Bundle? = nil, tint: Color = .blue) { }",
          "}",
          "let banner = ↓Banner(\"sale.title\", tint: .red)"
        ],
        "after": [
          "struct Banner {",
          "    init(_ title: LocalizedStringKey, bundle: Bundle? = nil, tint: Color = .blue) { }",
          "}",
          "let banner = Banner(\"sale.title\", bundle: .module, tint: .red)"
        ]
      },
      {
        "before": [
          "func localized(_ key: String, bundle: Bundle? = nil) -> String {",
          "    NSLocalizedString(key, bundle: bundle ?? .main, comment: \"\")",
          "}",
          "let title = ↓localized(\"profile.title\", bundle: nil)"
        ],
        "after": [
          "func localized(_ key: String, bundle: Bundle? = nil) -> String {",
          "    NSLocalizedString(key, bundle: bundle ?? .main, comment: \"\")",
          "}",
          "let title = localized(\"profile.title\", bundle: .module)"
        ]
      },
      {
        "before": "struct Row { init(_ title: LocalizedStringResource) { } }\nlet row = ↓Row(\"profile.name\")",
        "after": "struct Row { init(_ title: LocalizedStringResource) { } }\nlet row = Row(LocalizedStringResource(\"profile.name\", bundle: .atURL(Bundle.module.bundleURL)))"
      },
      {
        "before": "extension LocalizedStringResource.BundleDescription { static let feature: LocalizedStringResource.BundleDescription = .atURL(Bundle.module.bundleURL) }\nstruct Row { init(_ title: LocalizedStringResource) { } }\nlet row = ↓Row(\"profile.name\")",
        "after": "extension LocalizedStringResource.BundleDescription { static let feature: LocalizedStringResource.BundleDescription = .atURL(Bundle.module.bundleURL) }\nstruct Row { init(_ title: LocalizedStringResource) { } }\nlet row = Row(LocalizedStringResource(\"profile.name\", bundle: .feature))"
      }
    ]
  }
}
"""##
    ),
    (
      "wrapper-without-bundle-parameter.json",
      #"""
{
  "id": "wrapper-without-bundle-parameter",
  "kind": "wrapperDeclaration",
  "severity": "warning",
  "summary": "A public view initializer shows a localized key but takes no bundle",
  "message": "'{callee}' shows its key '{key}' with '{shownBy}' in the main bundle and takes no bundle, so the modules that call it cannot have their keys translated; add a 'bundle: Bundle? = nil' parameter and pass it to '{shownBy}(_:bundle:)'",
  "rationale": [
    "A public view of a shared module (a design system) that takes a `LocalizedStringKey` and",
    "shows it with `Text(key)` looks the key up in the main bundle. Feature modules keep their",
    "strings in their own resource bundles, so whatever key they pass is shown untranslated, and",
    "they have no way to fix it at the call site. Give the initializer a `bundle: Bundle? = nil`",
    "parameter and pass it on, `Text(key, bundle: bundle)`, so callers can pass `.module`. It speaks only",
    "in a package where another module has string tables of its own: without one, the callers",
    "are apps, whose keys are in the main bundle where the initializer looks, as SwiftUI's own",
    "initializers do. In the examples, module `DesignSystem` has such tables."
  ],
  "appliesWhen": {
    "moduleOwns": [
      "bundle"
    ]
  },
  "calls": [
    {
      "callee": "Text",
      "parameters": [
        "_",
        "tableName",
        "bundle",
        "comment"
      ],
      "lookup": {
        "label": "_",
        "value": "any"
      },
      "bundle": {
        "label": "bundle",
        "mainBundleSpellings": [
          ".main",
          "Bundle.main",
          "nil"
        ]
      }
    }
  ],
  "texts": {
    "whatItDoes": "Reports public initializers that take a 'LocalizedStringKey', show it with 'Text' and take no bundle, in every module.",
    "fixSafety": "No automatic fix.",
    "shownHere": "'{key}' is shown here, in the main bundle"
  },
  "examples": {
    "triggering": [
      [
        "public struct Badge: View {",
        "    let title: LocalizedStringKey",
        "    public ↓init(_ title: LocalizedStringKey) {",
        "        self.title = title",
        "    }",
        "    public var body: some View { Text(title) }",
        "}"
      ],
      [
        "public struct Chip: View {",
        "    let label: Text",
        "    public ↓init(_ key: LocalizedStringKey, systemImage: String) { label = Text(key) }",
        "    public var body: some View { label }",
        "}"
      ],
      [
        "public extension Banner {",
        "    ↓init(title: LocalizedStringKey) { self.init(label: Text(title)) }",
        "}"
      ]
    ],
    "nonTriggering": [
      [
        "public struct Badge: View {",
        "    let title: LocalizedStringKey",
        "    let bundle: Bundle?",
        "    public init(_ title: LocalizedStringKey, bundle: Bundle? = nil) {",
        "        self.title = title",
        "        self.bundle = bundle",
        "    }",
        "    public var body: some View { Text(title, bundle: bundle) }",
        "}"
      ],
      {
        "code": [
          "struct Badge: View {",
          "    let title: LocalizedStringKey",
          "    init(_ title: LocalizedStringKey) { self.title = title }",
          "    var body: some View { Text(title) }",
          "}"
        ],
        "why": "only the module itself can call an internal initializer"
      },
      {
        "code": [
          "public struct Badge: View {",
          "    let title: String",
          "    public init(_ title: String) { self.title = title }",
          "    public var body: some View { Text(title) }",
          "}"
        ],
        "why": "a 'String' is shown verbatim"
      },
      {
        "code": [
          "public struct Badge: View {",
          "    let title: LocalizedStringKey",
          "    public init(_ title: LocalizedStringKey) { self.title = title }",
          "    public var body: some View { Text(title, bundle: .module) }",
          "}"
        ],
        "why": "the view shows its own module's strings on purpose"
      }
    ]
  }
}
"""#
    ),
  ]
}
