#!/usr/bin/env bash
# Put a histcards bundle on a Linux desktop: the command, the menu entry, the AppStream
# metainfo and the icons. Works from a checkout or on its own, beside a downloaded bundle:
# the program carries its desktop files and writes them out itself.
#
#   install-linux.sh [--prefix DIR] [BUNDLE]     install BUNDLE: a one-folder bundle (its
#                                                folder) or the one-file executable
#   install-linux.sh [--prefix DIR] --uninstall
#
# BUNDLE defaults to the checkout's dist/onedir/histcards, else a histcards bundle beside
# this script. As a user it installs for that user in ~/.local (the bundle in
# ~/.local/lib/histcards, the command ~/.local/bin/histcards, the desktop files under
# ~/.local/share); as root for every user in /usr/local; --prefix DIR installs in DIR.
# Uninstalling removes exactly those; settings and saved matches are kept.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; }
fail() { echo "install-linux.sh: $*" >&2; exit 1; }

prefix=""
action=install_bundle
bundle=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; prefix="$2"; shift 2 ;;
    --uninstall) action=uninstall_bundle; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) fail "unknown option $1 (see --help)" ;;
    *) [ -z "$bundle" ] || fail "one bundle at a time"; bundle="$1"; shift ;;
  esac
done

if [ -n "$prefix" ]; then
  mkdir -p "$prefix"
  prefix="$(cd "$prefix" && pwd)"
  share="$prefix/share"
elif [ "$(id -u)" = 0 ]; then
  prefix=/usr/local
  share="$prefix/share"
else
  prefix="$HOME/.local"
  share="${XDG_DATA_HOME:-$HOME/.local/share}"
fi
target="$prefix/lib/histcards"
command_link="$prefix/bin/histcards"
installed_list="$target/.desktop-files"   # the desktop files this install wrote, for uninstall

refresh_menus() {
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
  fi
}

ours() {  # is the command link ours (a link into the installed bundle)?
  [ -L "$command_link" ] && [[ "$(readlink "$command_link")" == "$target/"* ]]
}

remove_desktop_files() {
  if [ -f "$installed_list" ]; then
    while IFS= read -r file; do rm -f "$share/$file"; done < "$installed_list"
  fi
}

find_default_bundle() {  # sets $bundle
  local candidate
  for candidate in "$here/../dist/onedir/histcards" "$here/histcards"; do
    if [ -x "$candidate/histcards" ] || [ -f "$candidate" ]; then
      bundle="$candidate"
      return
    fi
  done
  fail "no histcards bundle here; say which: install-linux.sh PATH/TO/histcards" \
       "(or build one with: python packaging/build.py)"
}

copy_bundle() {  # fills $target with $bundle
  if [ -d "$bundle" ] && [ -x "$bundle/histcards" ]; then
    cp -a "$bundle/." "$target/"
  elif [ -f "$bundle" ]; then  # the one-file executable, maybe downloaded without its x bit
    install -m 755 "$bundle" "$target/histcards"
  else
    rm -rf "$target"
    fail "$bundle is not a histcards bundle (a folder with a histcards program, or the" \
         "one-file executable)"
  fi
}

install_desktop_files() {  # the program writes them out; Exec names the installed program
  local exported file
  exported="$(mktemp -d)"
  if ! "$target/histcards" --export-desktop-files "$exported" >/dev/null; then
    rm -rf "$exported" "$target"
    fail "$bundle is not a histcards program that runs here (it could not write out its" \
         "desktop files)"
  fi
  (cd "$exported" && find . -type f | sed 's|^\./||' | sort) > "$installed_list"
  while IFS= read -r file; do
    mkdir -p "$(dirname "$share/$file")"
    if [[ "$file" == *.desktop ]]; then
      sed "s|^Exec=.*|Exec=\"$target/histcards\"|" "$exported/$file" > "$share/$file"
      chmod 644 "$share/$file"
    else
      install -m 644 "$exported/$file" "$share/$file"
    fi
  done < "$installed_list"
  rm -rf "$exported"
}

how_to_start() {
  echo "histcards installed in $target"
  case ":$PATH:" in
    *":$prefix/bin:"*)
      echo "start it from the menu or with: histcards" ;;
    *)
      echo "start it from the menu or with: $command_link"
      echo "$prefix/bin is not on this shell's PATH; to start it with just histcards, type:"
      echo "  export PATH=\"$prefix/bin:\$PATH\""
      if [ "$prefix" = "$HOME/.local" ]; then
        echo "(Debian and Ubuntu put ~/.local/bin on the PATH by themselves from the next login)"
      fi ;;
  esac
}

install_bundle() {
  [ -n "$bundle" ] || find_default_bundle
  if [ -e "$command_link" ] || [ -L "$command_link" ]; then
    ours || fail "$command_link exists and is not a histcards bundle (a pip install?);" \
                 "remove it first"
  fi
  remove_desktop_files
  rm -rf "$target"
  mkdir -p "$target" "$(dirname "$command_link")"
  copy_bundle
  install_desktop_files
  ln -sfn "$target/histcards" "$command_link"
  refresh_menus
  how_to_start
}

uninstall_bundle() {
  remove_desktop_files
  rm -rf "$target"
  if ours; then rm -f "$command_link"; fi
  refresh_menus
  echo "histcards uninstalled from $prefix; settings and saved matches were kept"
  echo "(remove ~/.config/histcards and ~/.local/share/histcards to delete them too)"
}

"$action"
