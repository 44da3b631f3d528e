"""Test set-up: Qt runs offscreen unless a platform is given."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
