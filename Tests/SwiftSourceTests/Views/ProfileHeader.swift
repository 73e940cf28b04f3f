import SwiftUI

struct Stat: Identifiable {
  var id: String { label }
  let value: String
  let label: String
}

struct StatView: View {
  let stat: Stat

  var body: some View {
    VStack {
      Text(stat.value)
        .font(.headline)
      Text(stat.label)
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }
}

struct ProfileHeader: View {
  let name: String
  let handle: String
  let stats: [Stat]

  var body: some View {
    VStack(spacing: 8) {
      avatar
      Text(name)
        .font(.title2)
        .fontWeight(.bold)
      Text(handle)
        .font(.subheadline)
        .foregroundStyle(.secondary)
      HStack(spacing: 24) {
        ForEach(stats) { stat in
          StatView(stat: stat)
        }
      }
    }
    .padding(.top, 16)
  }

  private var avatar: some View {
    Image("avatar")
      .resizable()
      .scaledToFill()
      .frame(width: 80, height: 80)
      .clipShape(Circle())
      .overlay(Circle().stroke(.white, lineWidth: 2))
  }
}

// stackup: width=390 height=260
// stackup-asset: name="avatar" width=400 height=400
#Preview {
  ProfileHeader(
    name: "Ada Lovelace", handle: "@ada@example.social",
    stats: [
      Stat(value: "1,024", label: "Posts"),
      Stat(value: "512", label: "Following"),
      Stat(value: "2,048", label: "Followers"),
    ])
}
