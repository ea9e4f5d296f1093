<#
.SYNOPSIS
  Builds the Counterdesk bundle and Windows installer, installs it silently, self-tests the
  installed app, upgrades it, takes a screenshot and uninstalls it. Run from any folder; artefacts
  go to build\ and dist\ of the checkout.

.EXAMPLE
  powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
  packaging\windows\build.ps1 -Python "py -3.11" -Steps bundle
  packaging\windows\build.ps1 -Steps check     # installers made elsewhere (make-installers.sh)

.NOTES
  bundle:    a fresh venv in build\venv; the hash-pinned dependencies and PyInstaller from
             requirements\build.txt (pip --require-hashes); PyInstaller with
             packaging\counterdesk.spec (the same spec as Linux); the bundle's own self-test.
  installer: makensis with counterdesk.nsi for this version (dist\) and the next
             (build\upgrade\, for the upgrade test), the installer held to its size budget. The
             64-bit installer needs NSIS's amd64-unicode stubs, which the official Windows build
             of NSIS lacks: the package-windows workflow makes the installers on Ubuntu with
             make-installers.sh instead; here, a makensis that has them (Debian's, or a build of
             NSIS with amd64 support) on PATH or in its default folder.
  check:     packaging\windows\check_install.py, the same check `make package-check` runs under
             Wine on a stub payload: a silent per-machine install, files, shortcuts and registry
             keys, `counterdesk-console.exe --self-test` (offscreen and windows platforms), the
             uninstall the registry names, an install into a chosen folder upgraded in place, a
             screenshot of the installed app (screenshot.ps1), and the uninstall again.
  Needs 64-bit Python 3.11; run as administrator for the check (windows-latest runners are).
#>
param(
    [string]$Python = "python",
    [ValidateSet("bundle", "installer", "check")]
    [string[]]$Steps = @("bundle", "installer", "check")
)

$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
$Root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
Set-Location $Root

function Step([string]$Text) { Write-Host "`n== build.ps1: $Text" -ForegroundColor Cyan }
function Invoke-Checked([string]$Exe, [string[]]$Arguments) {
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') exited with $LASTEXITCODE" }
}

$Version = (Select-String -Path "app\__init__.py" -Pattern '^__version__ = "(.+)"$').Matches[0].Groups[1].Value
$parts = $Version.Split(".")
$parts[-1] = [string]([int]$parts[-1] + 1)
$Next = $parts -join "."
$Installer = Join-Path $Root "dist\counterdesk-$Version-setup.exe"
$NextInstaller = Join-Path $Root "dist\upgrade\counterdesk-$Next-setup.exe"
$Screenshot = Join-Path $Root "build\screenshots\counterdesk-windows.png"
$BudgetMB = 60  # as SIZE_BUDGET_MB in the Makefile
Write-Host "Counterdesk $Version (upgrade test: $Next)"

Step "Python 3.11 (64-bit)"
$py = $Python.Split(" ")
$pyArgs = @($py | Select-Object -Skip 1)
Invoke-Checked $py[0] ($pyArgs + @("-c", "import struct, sys; assert sys.version_info[:2] == (3, 11) and struct.calcsize('P') == 8, 'need 64-bit Python 3.11'"))

if ($Steps -contains "bundle") {
    Step "build venv with the hash-pinned dependencies (requirements\build.txt)"
    if (Test-Path build\venv) { Remove-Item -Recurse -Force build\venv }
    Invoke-Checked $py[0] ($pyArgs + @("-m", "venv", "build\venv"))
    $venvPython = Join-Path $Root "build\venv\Scripts\python.exe"
    Invoke-Checked $venvPython @("-m", "pip", "install", "--quiet", "--require-hashes", "--no-deps",
        "--only-binary=:all:", "-r", "requirements\build.txt")

    Step "PyInstaller bundle (packaging\counterdesk.spec)"
    $started = Get-Date
    Invoke-Checked $venvPython @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\counterdesk.spec")
    $bundleMB = [math]::Round(((Get-ChildItem -Recurse -File dist\counterdesk | Measure-Object Length -Sum).Sum / 1MB), 1)
    $seconds = [int](((Get-Date) - $started).TotalSeconds)
    Write-Host "bundle: $bundleMB MB in $seconds s"

    Step "self-test of the bundle"
    $home_ = Join-Path ([IO.Path]::GetTempPath()) ("counterdesk-selftest-" + [Guid]::NewGuid())
    $env:COUNTERDESK_HOME = $home_
    $env:QT_QPA_PLATFORM = "offscreen"
    try {
        Invoke-Checked "dist\counterdesk\counterdesk-console.exe" @("--self-test")
    } finally {
        Remove-Item Env:COUNTERDESK_HOME, Env:QT_QPA_PLATFORM -ErrorAction SilentlyContinue
        Remove-Item -Recurse -Force $home_ -ErrorAction SilentlyContinue
    }
}

if ($Steps -contains "installer") {
    Step "installers $Version and $Next (makensis)"
    $makensis = $null
    $command = Get-Command makensis -ErrorAction SilentlyContinue
    if ($command) { $makensis = $command.Source }
    if (-not $makensis) {
        foreach ($dir in @(${env:ProgramFiles(x86)}, $env:ProgramFiles)) {
            if (-not $dir) { continue }
            $candidate = Join-Path $dir "NSIS\makensis.exe"
            if (Test-Path $candidate) { $makensis = $candidate; break }
        }
    }
    if (-not $makensis) { throw "makensis not found: install NSIS 3 with the amd64-unicode target" }
    New-Item -ItemType Directory -Force (Split-Path -Parent $NextInstaller) | Out-Null
    Push-Location packaging\windows
    try {
        Invoke-Checked $makensis @("/V2", "/WX", "/DVERSION=$Version",
            "/DPAYLOAD=..\..\dist\counterdesk", "/DOUTFILE=$Installer", "counterdesk.nsi")
        Invoke-Checked $makensis @("/V2", "/WX", "/DVERSION=$Next",
            "/DPAYLOAD=..\..\dist\counterdesk", "/DOUTFILE=$NextInstaller", "counterdesk.nsi")
    } finally { Pop-Location }
}

if ($Steps -contains "check") {
    $installerBytes = (Get-Item $Installer).Length
    Write-Host "installer: $Installer ($installerBytes bytes; budget $BudgetMB MB)"
    if ($installerBytes -gt $BudgetMB * 1000000) { throw "the installer is over its $BudgetMB MB budget" }

    Step "install, self-test, upgrade, screenshot, uninstall (check_install.py, as under Wine on Linux)"
    Invoke-Checked $py[0] ($pyArgs + @("packaging\windows\check_install.py",
        "--installer", $Installer, "--version", $Version,
        "--upgrade-installer", $NextInstaller, "--upgrade-version", $Next,
        "--platform", "offscreen", "--platform", "windows",
        "--while-installed", "powershell", "-NoProfile", "-ExecutionPolicy", "Bypass",
        "-File", "packaging\windows\screenshot.ps1", "-Out", $Screenshot))
    Write-Host "`nbuild.ps1: passed ($Installer, $installerBytes bytes)"
}
