import SwiftUI

struct NotesSettingsForm: View {
  @State private var hideShareButton = false
  @State private var monospaced = true
  @State private var displayName = ""
  @State private var sync = 1

  var body: some View {
    Form {
      Section("Appearance") {
        Toggle(isOn: $hideShareButton) {
          Label("Hide share button", systemImage: "square.and.arrow.up")
        }
        Toggle(isOn: $monospaced) {
          Label("Monospaced font", systemImage: "textformat")
        }
      }
      Section {
        TextField("Display name", text: $displayName)
        Picker("Sync", selection: $sync) {
          Text("Off").tag(0)
          Text("iCloud").tag(1)
        }
        .pickerStyle(.menu)
        Button("Sign out", role: .destructive) {}
          .foregroundStyle(.red)
      } header: {
        Text("Account")
      } footer: {
        Text("Signing out keeps your notes on this device.")
      }
    }
    .formStyle(.grouped)
  }
}

// stackup: width=390 height=500
#Preview {
  NotesSettingsForm()
}
