/// A screen of the app with no children: a menu, a page, a tab's content.
public final class PlainViewController: TrackedViewController {}
