import SwiftUI

struct OnboardingPage: View {
  let symbol: String
  let title: String
  let message: String
  var onContinue: () -> Void = {}

  var body: some View {
    VStack(spacing: 20) {
      Spacer()
      Image(systemName: symbol)
        .font(.system(size: 80))
        .foregroundStyle(.blue)
        .padding(.bottom, 40)
      Text(title)
        .font(.largeTitle)
        .fontWeight(.bold)
        .multilineTextAlignment(.center)
        .padding(.horizontal, 40)
      Text(message)
        .font(.body)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
        .padding(.horizontal, 40)
      Spacer()
      Button(action: onContinue) {
        Text("Continue")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .padding(.bottom, 40)
    }
  }
}

// stackup: width=390 height=844
#Preview {
  OnboardingPage(
    symbol: "sparkles", title: "Welcome aboard",
    message: "Plan trips, share them with friends and keep every ticket in one place.")
}
