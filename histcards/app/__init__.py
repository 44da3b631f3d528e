"""Qt application shell: the main window, menus and dialogs."""
