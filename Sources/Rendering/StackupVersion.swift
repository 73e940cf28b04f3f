/// Stackup's version, in one place.
///
/// `stackup --version` prints it and `render --format json` names it (`"stackup"`, the first
/// key), so a JSON file says which engine laid it out: frames can change between releases when
/// a rule is corrected. A release bumps this constant, adds its section to `CHANGELOG.md` (a
/// test checks the two agree) and is tagged with the same number, without a `v`
/// (docs/releasing.md). It lives in `Rendering`, the lowest module that prints it.
public enum StackupVersion {
  /// The semantic version of this build, `MAJOR.MINOR.PATCH`.
  public static let current = "0.1.0"
}
