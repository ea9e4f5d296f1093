"""Widgets shared by the screens: header, navigation, message bar, pickers, detail pane."""
