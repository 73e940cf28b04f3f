#if SwiftSource
  import SwiftParser
  import SwiftSyntax

  /// What a type of the file is to SwiftUI, read from its conformances.
  enum DeclaredRole: Equatable {
    case view, viewModifier, other
    /// A control style: `ButtonStyle`, `LabelStyle`, `GroupBoxStyle` … (`styleProtocols`).
    case style(String)

    /// The control style protocols markup's components declare (docs/components.md), with
    /// the modifier that applies each.
    static let styleProtocols: [String: String] = [
      "ButtonStyle": "buttonStyle", "PrimitiveButtonStyle": "buttonStyle",
      "LabelStyle": "labelStyle", "ToggleStyle": "toggleStyle", "GroupBoxStyle": "groupBoxStyle",
      "LabeledContentStyle": "labeledContentStyle",
    ]
  }

  /// A stored property of a view: what its initial value, wrapper and type say.
  struct StoredProperty {
    var name: String
    /// `State`, `Binding`, `Environment`, `StateObject` … without the `@`.
    var wrapper: String?
    /// `@Environment(\.colorScheme)`'s key path text, `\.colorScheme`.
    var wrapperArgument: String?
    var type: String?
    var initializer: ExprSyntax?
    var node: Syntax
  }

  /// A struct (or an extended type) of the file, with the members the translation reads.
  final class DeclaredType {
    let name: String
    var role: DeclaredRole = .other
    var stored: [StoredProperty] = []
    /// Computed properties by name (a `body` among them), their getter's statements.
    var computed: [String: CodeBlockItemListSyntax] = [:]
    var functions: [String: FunctionDeclSyntax] = [:]
    /// Generic parameters constrained to `View` (`struct Row<Accessory: View>`): properties of
    /// these types hold views.
    var viewGenerics: Set<String> = []
    /// Explicit initialisers (`init(_ title: String) { self.title = title }`).
    var initializers: [InitializerDeclSyntax] = []
    /// `static let` values by name.
    var statics: [String: ExprSyntax] = [:]
    /// An enum's cases with their raw values (the name when none is written).
    var cases: [(name: String, raw: String)] = []
    var node: Syntax

    init(name: String, node: Syntax) {
      self.name = name
      self.node = node
    }

    /// The statements that make its view: `body`, a modifier's `body(content:)`, a style's
    /// `makeBody(configuration:)`.
    var body: CodeBlockItemListSyntax? {
      if let body = computed["body"] { return body }
      return (functions["body"] ?? functions["makeBody"])?.body?.statements
    }
  }

  /// The file's declarations, indexed once: types, `extension View` functions, top-level
  /// constants and the `#Preview`s.
  struct SwiftDeclarations {
    var types: [String: DeclaredType] = [:]
    /// Types in the order the file declares them (the first view is the default root).
    var order: [String] = []
    /// `extension View { func cardStyle() -> some View { … } }`, by name.
    var viewExtensions: [String: FunctionDeclSyntax] = [:]
    /// Top-level `let`s.
    var globals: [String: ExprSyntax] = [:]
    /// Each `#Preview`'s statements (and a `PreviewProvider`'s `previews`).
    var previews: [(statements: CodeBlockItemListSyntax, node: Syntax)] = []

    init(_ file: SourceFileSyntax) {
      for item in file.statements { add(Syntax(item.item)) }
    }

    private mutating func add(_ node: Syntax) {
      if let decl = node.as(StructDeclSyntax.self) {
        let type = type(named: decl.name.text, node: node)
        type.role = Self.role(decl.inheritanceClause)
        for parameter in decl.genericParameterClause?.parameters ?? []
        where parameter.inheritedType?.trimmedDescription == "View" {
          type.viewGenerics.insert(parameter.name.text)
        }
        members(decl.memberBlock, into: type)
      } else if let decl = node.as(EnumDeclSyntax.self) {
        members(decl.memberBlock, into: type(named: decl.name.text, node: node))
      } else if let decl = node.as(ClassDeclSyntax.self) {
        members(decl.memberBlock, into: type(named: decl.name.text, node: node))
      } else if let decl = node.as(ExtensionDeclSyntax.self) {
        let name = decl.extendedType.trimmedDescription
        if name == "View" {
          for member in decl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
              viewExtensions[function.name.text] = function
            }
          }
        } else {
          let type = type(named: name, node: node)
          if type.role == .other, let clause = decl.inheritanceClause {
            type.role = Self.role(clause)
          }
          members(decl.memberBlock, into: type)
        }
      } else if let decl = node.as(VariableDeclSyntax.self) {
        for binding in decl.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
          {
            globals[name] = value
          }
        }
      } else if let macro = node.as(MacroExpansionDeclSyntax.self),
        macro.macroName.text == "Preview",
        let closure = macro.trailingClosure
      {
        previews.append((closure.statements, node))
      } else if let statement = node.as(ExpressionStmtSyntax.self) {
        add(Syntax(statement.expression))
      } else if let macro = node.as(MacroExpansionExprSyntax.self),
        macro.macroName.text == "Preview",
        let closure = macro.trailingClosure
      {
        previews.append((closure.statements, node))
      } else if let config = node.as(IfConfigDeclSyntax.self) {
        // `#if DEBUG` around previews: every clause is read (a preview is wanted either way).
        for clause in config.clauses {
          if case .statements(let items) = clause.elements {
            for item in items { add(Syntax(item.item)) }
          } else if case .decls(let members) = clause.elements {
            for member in members { add(Syntax(member.decl)) }
          }
        }
      }
    }

    private mutating func type(named name: String, node: Syntax) -> DeclaredType {
      if let existing = types[name] { return existing }
      let type = DeclaredType(name: name, node: node)
      types[name] = type
      order.append(name)
      return type
    }

    private static func role(_ clause: InheritanceClauseSyntax?) -> DeclaredRole {
      let names = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      if names.contains("View") { return .view }
      if names.contains("ViewModifier") { return .viewModifier }
      if let style = names.first(where: { DeclaredRole.styleProtocols[$0] != nil }) {
        return .style(style)
      }
      return .other
    }

    private mutating func members(_ block: MemberBlockSyntax, into type: DeclaredType) {
      for member in block.members {
        let decl = member.decl
        if let variable = decl.as(VariableDeclSyntax.self) {
          variableMembers(variable, into: type)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
          type.functions[function.name.text] = function
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
          type.initializers.append(initializer)
        } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
          for element in caseDecl.elements {
            let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)?
              .representedLiteralValue
            type.cases.append((element.name.text, raw ?? element.name.text))
          }
        } else if let nested = decl.as(StructDeclSyntax.self) {
          let inner = self.type(named: nested.name.text, node: Syntax(nested))
          inner.role = Self.role(nested.inheritanceClause)
          members(nested.memberBlock, into: inner)
        } else if let nested = decl.as(EnumDeclSyntax.self) {
          members(
            nested.memberBlock, into: self.type(named: nested.name.text, node: Syntax(nested)))
        } else if let config = decl.as(IfConfigDeclSyntax.self),
          case .decls(let inner)? = config.clauses.first?.elements
        {
          members(MemberBlockSyntax(members: inner), into: type)
        }
      }
    }

    private func variableMembers(_ variable: VariableDeclSyntax, into type: DeclaredType) {
      let isStatic = variable.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      var wrapper: String?
      var wrapperArgument: String?
      for attribute in variable.attributes {
        guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
        wrapper = attribute.attributeName.trimmedDescription
        if case .argumentList(let arguments)? = attribute.arguments {
          wrapperArgument = arguments.first?.expression.trimmedDescription
        }
      }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        if let accessors = binding.accessorBlock {
          switch accessors.accessors {
          case .getter(let statements): type.computed[name] = statements
          case .accessors(let list):
            if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
              let body = getter.body
            {
              type.computed[name] = body.statements
            }
          }
          continue
        }
        if isStatic {
          if let value = binding.initializer?.value { type.statics[name] = value }
          continue
        }
        type.stored.append(
          StoredProperty(
            name: name, wrapper: wrapper, wrapperArgument: wrapperArgument,
            type: binding.typeAnnotation?.type.trimmedDescription,
            initializer: binding.initializer?.value, node: Syntax(binding)))
      }
    }

    /// The first view struct, in file order.
    var firstView: DeclaredType? {
      order.lazy.compactMap { types[$0] }.first { $0.role == .view && $0.body != nil }
    }
  }
#endif
