package import MarkupSyntax

/// Components every document can use, written in markup like a user's: the three forms of
/// seed 003's `DynamicStack` (an HStack or a VStack depending on the space or environment).
package enum StandardComponents {
  /// The library's markup (also shown by `docs/components.md`).
  package static let markup = #"""
    <Components>
      <!-- Seed 003, "选择合适的视图": ViewThatFits tries the HStack first, then the VStack
           (the HStack must come first, as the seed stresses, or the VStack would always fit). -->
      <Component name="DynamicStack">
        <Parameter name="horizontalAlignment" default="center"/>
        <Parameter name="verticalAlignment" default="center"/>
        <Parameter name="spacing" type="number"/>
        <ViewThatFits>
          <HStack alignment="$(verticalAlignment)" spacing="$(spacing)"><Slot/></HStack>
          <VStack alignment="$(horizontalAlignment)" spacing="$(spacing)"><Slot/></VStack>
        </ViewThatFits>
      </Component>

      <!-- Seed 003, "一个使用尺寸类的例子": switch sizeClass { case .regular: hStack;
           case .compact, .none: vStack }. -->
      <Component name="SizeClassDynamicStack">
        <Parameter name="horizontalAlignment" default="center"/>
        <Parameter name="verticalAlignment" default="center"/>
        <Parameter name="spacing" type="number"/>
        <If condition="horizontalSizeClass == .regular">
          <HStack alignment="$(verticalAlignment)" spacing="$(spacing)"><Slot/></HStack>
          <Else><VStack alignment="$(horizontalAlignment)" spacing="$(spacing)"><Slot/></VStack></Else>
        </If>
      </Component>

      <!-- Seed 003, "使用布局协议": AnyLayout(HStackLayout) for .regular (and .none),
           AnyLayout(VStackLayout) for .compact; the subviews keep their identity. -->
      <Component name="AnyLayoutDynamicStack">
        <Parameter name="horizontalAlignment" default="center"/>
        <Parameter name="verticalAlignment" default="center"/>
        <Parameter name="spacing" type="string" default="nil"/>
        <AnyLayout layout="horizontalSizeClass == .compact ? VStackLayout(alignment: .$(horizontalAlignment), spacing: $(spacing)) : HStackLayout(alignment: .$(verticalAlignment), spacing: $(spacing))">
          <Slot/>
        </AnyLayout>
      </Component>
    </Components>
    """#

  /// The names the library declares (StandardComponentsTests compare them with its
  /// markup): a document that declares no component and imports none declares the library
  /// only when it names one of them (`Builder.component(named:)`). Parsing and declaring it
  /// cost every run 1.3 M instructions, a sixth of rendering `samples/hello.xml`.
  package static let names = ["DynamicStack", "SizeClassDynamicStack", "AnyLayoutDynamicStack"]

  /// The parsed library (parsed once per process).
  package static let trees: [SyntaxTree] = {
    guard let tree = try? SyntaxTree.parse(SourceFile(name: "<standard components>", text: markup))
    else {
      return []
    }
    return [tree]
  }()
}
