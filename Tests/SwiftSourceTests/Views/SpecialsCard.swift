import SwiftUI

struct SpecialsCard: View {
  let title: String
  let summary: String
  var cornerRadius: CGFloat = 12

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Image("truck")
        .resizable()
        .aspectRatio(contentMode: .fill)
        .frame(height: 160)
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius - 4))
      Text(title)
        .font(.headline)
        .lineLimit(1)
      Text(summary)
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .lineLimit(2)
    }
    .padding()
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: cornerRadius))
    .shadow(radius: 4)
    .padding()
  }
}

// stackup: width=390 height=360
// stackup-asset: name="truck" width=1200 height=800
#Preview {
  SpecialsCard(
    title: "Today's specials",
    summary: "Three new donuts and a seasonal glaze at the harbour stop.")
}
