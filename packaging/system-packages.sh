#!/bin/sh
# Install the system packages histcards needs, on Debian 12 or Ubuntu 24.04 (apt): only
# those missing, after fetching the package lists. As root, or through sudo.
#
#   packaging/system-packages.sh            Python's venv and the libraries Qt loads: enough
#                                           to install histcards, play and run the tests
#   packaging/system-packages.sh --build    also what building the desktop bundles needs
#   packaging/system-packages.sh --ci       also what .ci/run checks the bundles with
#
# This is the one list of histcards' system packages: the README's commands and .ci/run
# both use it.
set -eu

RUN="python3-venv libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6
  libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0
  libxcb-keysyms1 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1
  fonts-dejavu-core"
BUILD="binutils"              # PyInstaller runs objdump and strip
CI="appstream desktop-file-utils debootstrap xvfb xauth"

wanted="$RUN"
case "${1:-}" in
  "") ;;
  --build) wanted="$wanted $BUILD" ;;
  --ci) wanted="$wanted $BUILD $CI" ;;
  -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "system-packages.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
esac

installed() {  # $1, or its renamed 64-bit-time successor (Ubuntu 24.04: libglib2.0-0t64)
  dpkg-query -W -f='${db:Status-Status}\n' "$1" "${1}t64" 2>/dev/null | grep -qx installed
}

as_root=""
fetched=""
ensure() {  # install those of the packages given that are missing
  missing=""
  for package in "$@"; do
    installed "$package" || missing="$missing $package"
  done
  [ -n "$missing" ] || return 0
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || {
      echo "system-packages.sh: installing$missing needs root: run this as root, or install sudo" >&2
      exit 1
    }
    as_root="sudo"
  fi
  echo "system packages: installing$missing"
  if [ -z "$fetched" ]; then
    $as_root apt-get update -q
    fetched=yes
  fi
  # shellcheck disable=SC2086  # the list is meant to split
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
}

# shellcheck disable=SC2086
ensure $wanted
if [ "$wanted" != "$RUN" ]; then
  # PyInstaller needs Python's shared library; Debian and Ubuntu keep it in its own package.
  ensure "libpython$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
fi
echo "system packages: all there"
