import SwiftUI

/// A settings row: a tinted symbol tile, a title over a caption, and a switch.
struct NotificationSettingsRow: View {
  @State private var isEnabled = true
  private let accent: Color = .blue

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "bell.badge")
        .font(.title2)
        .foregroundColor(.white)
        .frame(width: 32, height: 32)
        .background(
          LinearGradient(
            colors: [accent, accent.opacity(0.7)], startPoint: .topLeading,
            endPoint: .bottomTrailing)
        )
        .clipShape(RoundedRectangle(cornerRadius: 8))
      VStack(alignment: .leading, spacing: 4) {
        Text("Notifications")
          .font(.body)
        Text("Replies, mentions and follows")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Spacer()
      Toggle("Notifications", isOn: $isEnabled)
        .toggleStyle(.switch)
        .labelsHidden()
    }
  }
}

// stackup: width=390 height=72
#Preview {
  NotificationSettingsRow()
}
