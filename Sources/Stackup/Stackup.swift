// The library's one import. A user writes `import Stackup` and gets everything the library
// offers: markup to frames (`Markup`, `RenderSettings`, `LaidOutDocument`, diagnostics), the
// layout engine (`Layout`, `ViewTree`, `LayoutValueKey` …), custom layouts from markup
// (`LayoutRegistry`, `LayoutArguments`), the renderers (`ASCIIRenderer`, `JSONRenderer`) and
// layout specs (`SpecCheck`, `LayoutSpec`).
//
// Why re-exports rather than one big module: the stages stay separate modules, so each one sees
// only the stages before it (the engine cannot reach the parser; the renderers cannot reach the
// interpreter), and those boundaries are checked by the compiler. What a user may touch is
// decided in each module by `public` (everything else there is `package`: visible to the
// command-line tool and the tests of this package, never to a user). `@_exported` is the
// compiler's long-standing way to re-export a module; it only forwards what those modules
// already declare `public`.
@_exported public import Interpreter
@_exported public import LayoutEngine
@_exported public import LayoutSpecs
@_exported public import MarkupSyntax
@_exported public import Pipeline
@_exported public import Rendering
