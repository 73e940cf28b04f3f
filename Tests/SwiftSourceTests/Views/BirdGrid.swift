import SwiftUI

struct BirdGrid: View {
  let birds = ["Robin", "Wren", "Finch", "Jay", "Tit", "Swift", "Kite"]
  let spacing: CGFloat = 8

  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: spacing)], spacing: spacing) {
        ForEach(birds, id: \.self) { bird in
          VStack(spacing: 4) {
            Image("thumb")
              .resizable()
              .scaledToFill()
              .frame(minWidth: 0, maxWidth: .infinity)
              .aspectRatio(1, contentMode: .fit)
              .clipped()
              .cornerRadius(8)
            Text(bird)
              .font(.caption)
              .lineLimit(1)
          }
        }
      }
      .padding(.horizontal)
    }
  }
}

// stackup: width=390 height=500
// stackup-asset: name="thumb" width=200 height=200
#Preview {
  BirdGrid()
}
