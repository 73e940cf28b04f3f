# Homebrew formula for the `stackup` command-line tool, built from a tagged source tarball.
#
#   brew install --formula ./Formula/stackup.rb    # from a checkout
#   brew tap OWNER/stackup https://github.com/OWNER/stackup && brew install stackup
#
# At each release (docs/releasing.md) the tag in `url` and the tarball's `sha256` are updated;
# `brew install --build-from-source Formula/stackup.rb && brew test stackup` checks it.
class Stackup < Formula
  desc "Lays out SwiftUI-style markup exactly as SwiftUI would; prints ASCII, JSON or SVG"
  homepage "https://github.com/OWNER/stackup"
  url "https://github.com/OWNER/stackup/archive/refs/tags/0.1.0.tar.gz"
  # The tag's tarball checksum, filled in when 0.1.0 is tagged (docs/releasing.md, step 5).
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/OWNER/stackup.git", branch: "main"

  # Swift 6.1 or later (package traits); on macOS that is Xcode 16.3, whose SDK has libxml2.
  depends_on xcode: ["16.3", :build]
  uses_from_macos "swift" => :build
  uses_from_macos "libxml2"

  def install
    args = %w[--disable-sandbox --configuration release --product stackup]
    # Linking the Swift runtime in makes the binary independent of the toolchain and starts it
    # faster; macOS has the runtime in the OS and does not offer a static one.
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install "#{buildpath}/.build/release/stackup"
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/stackup --version").strip
    (testpath/"row.xml").write <<~XML
      <Preview width="200" height="100">
        <HStack spacing="0">
          <Color id="a" name="red" modifiers=".frame(width: 50, height: 50)"/>
          <Color id="b" name="blue" modifiers=".frame(width: 50, height: 50)"/>
        </HStack>
      </Preview>
    XML
    json = shell_output("#{bin}/stackup render row.xml --format json")
    assert_match '"frame": {"x": 100, "y": 25, "width": 50, "height": 50}', json
  end
end
