#!/bin/sh
# Installs the Debian packages RACStep builds against, only when they are missing.
set -e
missing=""
# The Makefile passes the list; cmark-gfm (the site's Markdown) is the default.
for pkg in ${RACSTEP_APT_PACKAGES:-libcmark-gfm-dev libcmark-gfm-extensions-dev}; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
done
if [ -n "$missing" ]; then
    echo "installing:$missing"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi
