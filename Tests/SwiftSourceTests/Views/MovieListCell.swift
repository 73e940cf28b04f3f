import SwiftUI

struct MovieListCell: View {
  static let posterWidth: CGFloat = 60
  let title: String
  let releaseDate: String
  let score: Double

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Image("poster")
        .resizable()
        .aspectRatio(2 / 3, contentMode: .fit)
        .frame(width: Self.posterWidth)
        .cornerRadius(6)
      VStack(alignment: .leading, spacing: 4) {
        Text(title)
          .font(.headline)
          .lineLimit(2)
        Text(releaseDate)
          .font(.subheadline)
          .foregroundColor(.secondary)
        Label("\(score, specifier: "%.1f")", systemImage: "star.fill")
          .font(.caption)
          .foregroundStyle(.orange)
      }
      Spacer()
      Image(systemName: "chevron.right")
        .font(.footnote.bold())
        .foregroundStyle(.tertiary)
    }
  }
}

// stackup: width=390 height=140
// stackup-asset: name="poster" width=300 height=450
#Preview {
  List {
    MovieListCell(title: "The Long Voyage", releaseDate: "12 March 2024", score: 8.1)
  }
  .listStyle(.plain)
}
