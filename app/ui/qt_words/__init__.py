"""Qt's own words (its file dialog's) that Qt ships no Hindi for: marked here for lupdate, so
the app's catalogue carries them and Qt's dialogs find them in the translator installed into Qt
(``app.ui.translation``). One module per Qt context, as each catalogue has its own."""
