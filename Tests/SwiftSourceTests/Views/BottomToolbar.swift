import SwiftUI

struct BottomToolbar: View {
  @State private var isFiltering = false

  var body: some View {
    VStack(spacing: 0) {
      Divider()
      HStack(spacing: 20) {
        toolbarButton("square.and.arrow.up")
        toolbarButton("heart")
        Spacer()
        Button {
          isFiltering.toggle()
        } label: {
          Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
        }
        .buttonStyle(.borderless)
        .controlSize(.small)
        Button(action: delete) {
          Image(systemName: "trash")
            .foregroundStyle(.red)
        }
        .buttonStyle(.plain)
      }
      .padding(.horizontal)
      .frame(height: 44)
      .background(.bar)
    }
  }

  private func toolbarButton(_ symbol: String) -> some View {
    Button {
      print(symbol)
    } label: {
      Image(systemName: symbol)
    }
    .buttonStyle(.plain)
  }

  private func delete() {}
}

// stackup: width=390 height=60
#Preview {
  BottomToolbar()
}
