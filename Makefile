# Two commands do all set-up: `make run` and `make test`. Everything installs into .venv from
# the pinned constraints in requirements/constraints.txt.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
CONSTRAINTS := requirements/constraints.txt

.PHONY: run test lint bench sandbox screenshots clean bundle package package-check windows-check \
	wheelhouse lock package-tools pg-tools qt-libs xcb-libs agency-db agency-db-stop translations \
	translations-update mutation valgrind bench-counts bench-long bench-record test-fast soak wine-fast-tier \
	docs-map

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Debian packages, each list declared once (README, "System packages", says why each is needed).
# The system libraries Qt's GUI module loads, in every Qt program (the offscreen tests too).
QT_APT := libegl1 libgl1 libfontconfig1 libxkbcommon0 libglib2.0-0 libdbus-1-3
# Those Qt's xcb platform loads besides, to open a window on an X display.
XCB_APT := libx11-6 libx11-xcb1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 \
	libxcb-image0 libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xkb1
# $(call APT_INSTALL,packages): install those of the packages that are missing, on Debian or
# Ubuntu (elsewhere nothing: the README says what to install).
APT_INSTALL = command -v dpkg-query >/dev/null && command -v apt-get >/dev/null || exit 0; \
	missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null \
		| grep -q "install ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "make: installing Debian packages:" $$missing; \
		$(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
			--no-install-recommends $$missing; \
	fi
# The tests see only the fonts the app ships (tests/conftest.py sets this too).
FONTS_CONF := $(CURDIR)/tests/fonts.conf

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed-run: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(BIN)/pip install -q -c $(CONSTRAINTS) -e .
	touch $@

$(VENV)/.installed-test: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(BIN)/pip install -q -c $(CONSTRAINTS) -e '.[test,dev]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run translations xcb-libs
	$(BIN)/counterdesk

qt-libs:
	@$(call APT_INSTALL,$(QT_APT))

xcb-libs:
	@$(call APT_INSTALL,$(QT_APT) $(XCB_APT))

# The compiled catalogues (resources/translations/*.qm, not kept in git) from the .ts files that
# translators edit; every target that starts the app makes them first.
TS_FILES := $(wildcard resources/translations/*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

translations: $(QM_FILES)

resources/translations/%.qm: resources/translations/%.ts | $(VENV)/.installed-run
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# For developers: the .ts files brought up to date with the text marked in app/ (new messages
# come in unfinished, gone ones leave); then translate them in Qt Linguist (pyside6-linguist).
translations-update: $(VENV)/.installed-run
	$(BIN)/pyside6-lupdate $$(find app -name '*.py' | sort) -no-obsolete -locations none \
		-ts $(TS_FILES)

sandbox: $(VENV)/.installed-run
	$(BIN)/counterdesk-sandbox --host 127.0.0.1 --port 8080

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# The suite's processes (pytest-xdist): one per core of the 2-core counter PC and CI machine,
# each with its own Qt application, sandboxes and PostgreSQL server; a test that is free goes
# to whichever process is free ("worksteal"). TEST_WORKERS=0 runs it in one process.
TEST_WORKERS ?= 2

# Every Python process of a test or bench run prints every thread's stack on a fatal signal.
test: export QT_QPA_PLATFORM = offscreen
test: export PYTHONFAULTHANDLER = 1
test: export FONTCONFIG_FILE = $(FONTS_CONF)
test: lint pg-tools qt-libs valgrind translations
	$(BIN)/pytest --numprocesses $(TEST_WORKERS) --dist worksteal

# The inner loop: the Qt-free tests (services, the sale, domain, journal, the sandbox over HTTP),
# without PySide6, PostgreSQL or the compiled catalogues; tests/fast_tier.py says which. `make
# test` runs them too, with the rest. (`python -m`: the tier's plugin is imported from tests/.)
test-fast: export PYTHONFAULTHANDLER = 1
test-fast: $(VENV)/.installed-test
	$(BIN)/python -m pytest -p tests.fast_tier --numprocesses $(TEST_WORKERS) --dist worksteal

# docs/architecture.md's packages table, levels, counter's floors and jobs written again from
# the map of app/ (tests/architecture_map.py); tests/test_docs.py fails while they differ.
docs-map: $(VENV)/.installed-test
	$(BIN)/python -m tests.architecture_map --write

# The books' day machine (tests/books/day_machine.py) for as long as it is given: `make soak
# SECONDS=3600`. It prints how many random days ran; a failure prints its shrunk steps.
SECONDS ?= 600
soak: export PYTHONFAULTHANDLER = 1
soak: $(VENV)/.installed-test
	$(BIN)/python -m tests.books.soak $(SECONDS)

# The PostgreSQL server programs (initdb, pg_ctl) that the agency store's tests start a throw-away
# server from (app/agency/local_server.py); installed from Debian when missing.
pg-tools:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || { \
		echo "make: installing Debian package: postgresql"; \
		$(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
			--no-install-recommends postgresql; }

# Mutation testing of the money and tax rules (not part of `make test`): mutmut mutates the four
# modules [tool.mutmut] names and runs their fast tests against each mutant, from scratch; then
# every mutant not killed must be listed as equivalent in tests/domain/mutation_equivalents.txt.
mutation: export QT_QPA_PLATFORM = offscreen
mutation: export FONTCONFIG_FILE = $(FONTS_CONF)
mutation: $(VENV)/.installed-test qt-libs translations
	rm -rf mutants
	$(BIN)/mutmut run --max-children 2
	$(BIN)/python -m tests.domain.mutation_check

# valgrind's callgrind counts the instructions the bench's scenarios execute: the bench's gate
# (tests/perf/README.md, "Counted, not timed"); installed from Debian when missing.
valgrind:
	@$(call APT_INSTALL,valgrind)

bench: export QT_QPA_PLATFORM = offscreen
bench: export PYTHONFAULTHANDLER = 1
bench: export FONTCONFIG_FILE = $(FONTS_CONF)
bench: $(VENV)/.installed-test pg-tools qt-libs valgrind translations
	$(BIN)/python -m tests.perf.run_all

# The inner loop: the counted figures alone (tests/perf/bench_counts.py), gated as `make bench` is.
bench-counts: export QT_QPA_PLATFORM = offscreen
bench-counts: export PYTHONFAULTHANDLER = 1
bench-counts: export FONTCONFIG_FILE = $(FONTS_CONF)
bench-counts: $(VENV)/.installed-test qt-libs valgrind translations
	$(BIN)/python -m tests.perf.run_all --counts-only

# The stall scenarios too long for the gate's 20 minutes, counted turn by turn (issue 92): a year's
# History and shift reports, the agency's History over 20 counters (a PostgreSQL of its own). Run
# by hand, some 30 to 60 minutes, reported in tests/perf/README.md; not in CI, not in `make bench`.
bench-long: export QT_QPA_PLATFORM = offscreen
bench-long: export PYTHONFAULTHANDLER = 1
bench-long: export FONTCONFIG_FILE = $(FONTS_CONF)
bench-long: $(VENV)/.installed-test pg-tools qt-libs valgrind translations
	$(BIN)/python -m tests.perf.run_all --counted long

# The counted figures recorded as the new baseline (tests/perf/baseline.json), after a change that
# moves them on purpose: its commit says why, with the counts before and after.
bench-record: export QT_QPA_PLATFORM = offscreen
bench-record: export PYTHONFAULTHANDLER = 1
bench-record: export FONTCONFIG_FILE = $(FONTS_CONF)
bench-record: $(VENV)/.installed-test qt-libs valgrind translations
	$(BIN)/python -m tests.perf.run_all --counts-only --record

# A local agency store to try (README, "Agency store"): PostgreSQL with its data under the user's
# data folder, on a free port of 127.0.0.1; it prints the URL and runs until Ctrl+C or
# `make agency-db-stop` (from another terminal).
agency-db: $(VENV)/.installed-run pg-tools
	$(BIN)/python -m app.agency.trial_server

agency-db-stop: $(VENV)/.installed-run pg-tools
	$(BIN)/python -m app.agency.trial_server --stop

# The README's pictures of every screen (docs/screenshots/*.png), made offscreen by the screen tour.
screenshots: $(VENV)/.installed-test translations
	$(BIN)/python -m tests.ui.helpers.make_screenshots

clean:
	rm -rf $(VENV) build dist wheelhouse *.egg-info

# ---- Installers (packaging/README.md) -----------------------------------------------------------
# `make package`: PyInstaller bundle (dist/counterdesk) + .deb (dist/counterdesk_VERSION_amd64.deb),
# checked by lintian. `make package-check`: that, plus the smoke test of the installed .deb and
# `make windows-check` (the Windows wheels, the real Windows bundle built under Wine, and the NSIS
# installer around it installed, upgraded and uninstalled under Wine). Both install the Debian
# tools they need.
BUILD_VENV := build/venv
VERSION := $(shell sed -n 's/^__version__ = "\(.*\)"$$/\1/p' app/__init__.py)
DEB := dist/counterdesk_$(VERSION)_amd64.deb
# Build (dpkg-shlibdeps, patchelf, lintian, strip), the libraries the bundle's self-test loads, the
# smoke test's virtual screen and screenshot tools, NSIS, and MinGW and 64-bit Wine for the
# installer's Wine check (Debian's 32-bit wine32:i386 is not needed: the installer is 64-bit).
PACKAGE_APT := dpkg-dev fakeroot binutils patchelf lintian $(QT_APT) $(XCB_APT) fontconfig libcups2 \
	xvfb xauth xdotool x11-utils imagemagick desktop-file-utils nsis gcc-mingw-w64-x86-64 wine wine64
# Each installer, compressed, stays under this (packaging/README.md, "Figures").
SIZE_BUDGET_MB := 60
UV := build/tools/bin/uv
# The packages of the build's lock: the Windows tiers' test-only lock (tier-tests.txt) leaves them
# out, since the Windows CPython has them already, installed from the build's own wheels.
BUILD_PINS = $(shell sed -n 's/^\([A-Za-z0-9._-]*\)==.*/\1/p' requirements/build.txt)
LOCK := $(UV) pip compile --quiet --python-version 3.11 --generate-hashes \
	-c $(CONSTRAINTS) --custom-compile-command 'make lock'

package-tools:
	@$(call APT_INSTALL,$(PACKAGE_APT))

# A venv of its own, from hash-pinned wheels only: the dev .venv never goes into an installer.
$(BUILD_VENV)/.installed: requirements/build.txt
	rm -rf $(BUILD_VENV)
	$(PYTHON) -m venv $(BUILD_VENV)
	$(BUILD_VENV)/bin/python -m pip install -q --require-hashes --no-deps --only-binary=:all: \
		-r requirements/build.txt
	touch $@

bundle: package-tools $(BUILD_VENV)/.installed translations
	$(BUILD_VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/counterdesk.spec
	packaging/linux/fix-runpath.sh dist/counterdesk
	QT_QPA_PLATFORM=offscreen dist/counterdesk/counterdesk --self-test
	@du -sh dist/counterdesk

package: bundle
	packaging/linux/build-deb.sh dist/counterdesk dist
	lintian --fail-on error $(DEB)
	@ls -l $(DEB)
	@size=$$(stat -c %s $(DEB)); [ $$size -le $$(($(SIZE_BUDGET_MB) * 1000000)) ] \
		|| { echo "make: $(DEB) is $$size bytes, over its $(SIZE_BUDGET_MB) MB budget"; exit 1; }

# The Windows installer, made and checked under Wine: every wheel of requirements/build.txt for
# win_amd64 (hashes, closure, the installer's estimated size against its budget); the real bundle
# built by python.org's embeddable Windows CPython running PyInstaller under Wine; counterdesk.nsi
# compiled around it and installed, upgraded, self-tested, opened and uninstalled under Wine by
# packaging/windows/check_install.py (the check build.ps1 runs on Windows); the Windows tier of
# tests (tests/windows) run by that CPython.
windows-check: package-tools $(BUILD_VENV)/.installed translations
	$(BUILD_VENV)/bin/python packaging/windows/windows_wheels.py --budget-mb $(SIZE_BUDGET_MB)
	PYTHON=$(CURDIR)/$(BUILD_VENV)/bin/python packaging/windows/wine-check.sh

package-check: package windows-check
	$(SUDO) packaging/linux/smoke.sh $(DEB) build/smoke/counterdesk-window.png

# The fast tier alone by the Windows CPython that `make windows-check` left in build/wine, in a
# fresh Wine prefix: all of it, or the folders or tests of TESTS (`make wine-fast-tier
# TESTS=tests/sandbox`), for a change to one of them without a whole check.
wine-fast-tier: package-tools
	packaging/windows/wine-check.sh --fast-tier $(TESTS)

# Wheels for sites that install from Python, offline: Linux x86_64 and Windows x64, Python 3.11,
# hash-checked, plus Counterdesk's own wheel (built with the hash-pinned setuptools).
WHEEL_DOWNLOAD := $(PYTHON) -m pip download -q --require-hashes --no-deps --only-binary=:all: \
	--python-version 3.11 --implementation cp -d wheelhouse
wheelhouse: $(BUILD_VENV)/.installed
	rm -rf wheelhouse
	$(WHEEL_DOWNLOAD) --platform manylinux_2_34_x86_64 --platform manylinux_2_28_x86_64 \
		--platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 --platform linux_x86_64 \
		-r requirements/wheelhouse-linux.txt
	$(WHEEL_DOWNLOAD) --platform win_amd64 -r requirements/wheelhouse-windows.txt
	$(BUILD_VENV)/bin/python -m pip wheel -q --no-deps --no-build-isolation -w wheelhouse .
	rm -rf build/lib build/bdist.*
	@ls wheelhouse | wc -l | xargs echo "wheelhouse: wheels:"; du -sh wheelhouse

# Re-pin the installer's dependencies (after changing requirements/*.in or constraints.txt).
lock:
	[ -x $(UV) ] || { $(PYTHON) -m venv build/tools && build/tools/bin/pip install -q uv==0.13.8; }
	$(LOCK) --universal requirements/build.in -o requirements/build.txt
	$(LOCK) --python-platform x86_64-manylinux_2_36 requirements/runtime.in \
		-o requirements/wheelhouse-linux.txt
	$(LOCK) --python-platform x86_64-pc-windows-msvc requirements/runtime.in \
		-o requirements/wheelhouse-windows.txt
	$(LOCK) --python-platform x86_64-pc-windows-msvc requirements/build.in \
		packaging/windows/tier-tests.in $(BUILD_PINS:%=--no-emit-package %) \
		-o packaging/windows/tier-tests.txt
