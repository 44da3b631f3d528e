#!/usr/bin/env bash
# Put a histcards bundle on a Linux desktop, for the current user only (no root needed).
#
#   packaging/install-linux.sh [BUNDLE]   install BUNDLE (default: dist/onedir/histcards,
#                                         the one-folder build; the one-file executable
#                                         dist/onefile/histcards works too)
#   packaging/install-linux.sh --uninstall
#
# Installs the bundle in ~/.local/lib/histcards, the command ~/.local/bin/histcards, the
# menu entry and the icons under ~/.local/share (or $XDG_DATA_HOME). Uninstalling removes
# exactly those; settings and saved matches (~/.config/histcards, ~/.local/share/histcards)
# are kept.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
target="$HOME/.local/lib/histcards"
command_link="$HOME/.local/bin/histcards"
desktop_file="$data/applications/histcards.desktop"
icons=("$data/icons/hicolor/scalable/apps/histcards.svg" "$data/icons/hicolor/256x256/apps/histcards.png")

refresh_menus() {
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$data/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null && [ -f "$data/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
  fi
}

ours() {  # is the command link ours (a link into the installed bundle)?
  [ -L "$command_link" ] && [[ "$(readlink "$command_link")" == "$target/"* ]]
}

remove_bundle() {
  rm -rf "$target"
  if ours; then rm -f "$command_link"; fi
  rm -f "$desktop_file" "${icons[@]}"
  refresh_menus
  echo "histcards uninstalled; settings and saved matches were kept"
  echo "(remove ~/.config/histcards and ~/.local/share/histcards to delete them too)"
}

install_bundle() {
  local bundle="${1:-$root/dist/onedir/histcards}"
  if [ -e "$command_link" ] && ! ours; then
    echo "$command_link exists and is not a histcards bundle (a pip install?);" \
         "remove it first" >&2
    exit 1
  fi
  rm -rf "$target"
  mkdir -p "$target" "$(dirname "$command_link")" "$(dirname "$desktop_file")"
  if [ -d "$bundle" ] && [ -x "$bundle/histcards" ]; then
    cp -a "$bundle/." "$target/"
  elif [ -f "$bundle" ] && [ -x "$bundle" ]; then
    cp "$bundle" "$target/histcards"
  else
    echo "no histcards bundle at $bundle; build one with: python packaging/build.py" >&2
    exit 1
  fi
  ln -sfn "$target/histcards" "$command_link"
  sed "s|^Exec=.*|Exec=\"$target/histcards\"|" "$here/histcards.desktop" > "$desktop_file"
  install -D -m 644 "$root/resources/icons/histcards.svg" "${icons[0]}"
  install -D -m 644 "$root/resources/icons/histcards.png" "${icons[1]}"
  refresh_menus
  echo "histcards installed in $target; start it from the menu or with $command_link"
}

case "${1:-}" in
  --uninstall) remove_bundle ;;
  -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' ;;
  *) install_bundle "$@" ;;
esac
