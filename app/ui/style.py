"""The app's style sheet: selected navigation and toggles stand out, the rest is the platform's."""

from __future__ import annotations

ACCENT = "#2f6fb3"

STYLE_SHEET = f"""
#navBar QToolButton {{ padding: 6px; border: 1px solid transparent; border-radius: 4px; }}
#navBar QToolButton:hover {{ border-color: {ACCENT}; }}
#navBar QToolButton:checked {{ background: {ACCENT}; color: white; font-weight: bold; }}
#catalogueToolbar QPushButton {{ padding: 4px 14px; border: 1px solid #9a9a9a;
    border-radius: 3px; background: #fafafa; }}
#catalogueToolbar QPushButton:checked {{ background: {ACCENT}; color: white;
    border-color: {ACCENT}; }}
#statusHeader {{ border-bottom: 1px solid #c8c8c8; }}
"""
