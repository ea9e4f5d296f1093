# Two commands do all set-up: `make run` and `make test`. Everything installs into .venv from
# the pinned constraints in requirements/constraints.txt.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
CONSTRAINTS := requirements/constraints.txt

.PHONY: run test lint bench sandbox screenshots clean bundle package package-check nsis-check wheelhouse lock \
	package-tools

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed-run: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(BIN)/pip install -q -c $(CONSTRAINTS) -e .
	touch $@

$(VENV)/.installed-test: $(BIN)/python pyproject.toml $(CONSTRAINTS)
	$(BIN)/pip install -q -c $(CONSTRAINTS) -e '.[test,dev]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(BIN)/counterdesk

sandbox: $(VENV)/.installed-run
	$(BIN)/counterdesk-sandbox --host 127.0.0.1 --port 8080

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: export QT_QPA_PLATFORM = offscreen
test: lint
	$(BIN)/pytest

bench: export QT_QPA_PLATFORM = offscreen
bench: $(VENV)/.installed-test
	$(BIN)/python -m tests.perf.run_all

# The README's pictures of every screen (docs/screenshots/*.png), made offscreen by the screen tour.
screenshots: $(VENV)/.installed-test
	$(BIN)/python -m tests.ui.make_screenshots

clean:
	rm -rf $(VENV) build dist wheelhouse *.egg-info

# ---- Installers (packaging/README.md) -----------------------------------------------------------
# `make package`: PyInstaller bundle (dist/counterdesk) + .deb (dist/counterdesk_VERSION_amd64.deb),
# checked by lintian. `make package-check`: that, plus the smoke test of the installed .deb and a
# makensis compile of the Windows installer script. Both install the Debian tools they need.
BUILD_VENV := build/venv
VERSION := $(shell sed -n 's/^__version__ = "\(.*\)"$$/\1/p' app/__init__.py)
DEB := dist/counterdesk_$(VERSION)_amd64.deb
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Build (dpkg-shlibdeps, patchelf, lintian, strip), the libraries the bundle's self-test loads, the
# smoke test's virtual screen and screenshot tools, and NSIS.
PACKAGE_APT := dpkg-dev fakeroot binutils patchelf lintian libegl1 libgl1 libfontconfig1 fontconfig \
	libxkbcommon0 libxkbcommon-x11-0 libglib2.0-0 libdbus-1-3 libx11-6 libx11-xcb1 libxcb-cursor0 \
	libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-randr0 libxcb-shape0 \
	libxcb-xkb1 libcups2 xvfb xauth xdotool x11-utils imagemagick desktop-file-utils nsis
UV := build/tools/bin/uv
LOCK := $(UV) pip compile --quiet --python-version 3.11 --generate-hashes \
	-c $(CONSTRAINTS) --custom-compile-command 'make lock'

package-tools:
	@missing=$$(for p in $(PACKAGE_APT); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null \
		| grep -q "install ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "make: installing Debian packages:" $$missing; \
		$(SUDO) apt-get update -q && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
			--no-install-recommends $$missing; \
	fi

# A venv of its own, from hash-pinned wheels only: the dev .venv never goes into an installer.
$(BUILD_VENV)/.installed: requirements/build.txt
	rm -rf $(BUILD_VENV)
	$(PYTHON) -m venv $(BUILD_VENV)
	$(BUILD_VENV)/bin/python -m pip install -q --require-hashes --no-deps --only-binary=:all: \
		-r requirements/build.txt
	touch $@

bundle: package-tools $(BUILD_VENV)/.installed
	$(BUILD_VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/counterdesk.spec
	packaging/linux/fix-runpath.sh dist/counterdesk
	QT_QPA_PLATFORM=offscreen dist/counterdesk/counterdesk --self-test
	@du -sh dist/counterdesk

package: bundle
	packaging/linux/build-deb.sh dist/counterdesk dist
	lintian --fail-on error $(DEB)
	@ls -l $(DEB)

nsis-check: package-tools
	rm -rf build/nsis && mkdir -p build/nsis/payload/_internal
	printf 'placeholder\n' > build/nsis/payload/counterdesk.exe
	printf 'placeholder\n' > build/nsis/payload/counterdesk-console.exe
	printf 'placeholder\n' > build/nsis/payload/_internal/placeholder.txt
	cd packaging/windows && makensis -V2 -WX -DVERSION=$(VERSION) -DPAYLOAD=../../build/nsis/payload \
		-DOUTFILE=../../build/nsis/counterdesk-$(VERSION)-setup-check.exe counterdesk.nsi
	@echo "makensis: packaging/windows/counterdesk.nsi compiles"

package-check: package nsis-check
	$(SUDO) packaging/linux/smoke.sh $(DEB) build/smoke/counterdesk-window.png

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
