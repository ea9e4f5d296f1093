<#
.SYNOPSIS
  Builds the Counterdesk Windows installer, installs it silently, self-tests the installed app and
  uninstalls it again. Run from any folder; artefacts go to build\ and dist\ of the checkout.

.EXAMPLE
  powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
  packaging\windows\build.ps1 -Python "py -3.11" -SkipInstallTest

.NOTES
  Steps: a fresh venv in build\venv; the hash-pinned dependencies and PyInstaller from
  requirements\build.txt (pip --require-hashes); PyInstaller with packaging\counterdesk.spec (the
  same spec as Linux); the bundle's own self-test; makensis with counterdesk.nsi; a silent
  per-machine install; `counterdesk-console.exe --self-test` from Program Files; a silent uninstall.
  Needs 64-bit Python 3.11 and NSIS 3 (makensis on PATH or in its default folder); run as
  administrator for the install test (GitHub's windows-latest runners are).
#>
param(
    [string]$Python = "python",
    [switch]$SkipInstallTest
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
function Invoke-SelfTest([string]$Exe, [string]$Platform) {
    $home_ = Join-Path ([IO.Path]::GetTempPath()) ("counterdesk-selftest-" + [Guid]::NewGuid())
    $env:COUNTERDESK_HOME = $home_
    $env:QT_QPA_PLATFORM = $Platform
    try {
        # stdout only: the summary line. Anything on stderr shows in the log as it comes.
        $out = @(& $Exe --self-test)
        $code = $LASTEXITCODE
    } finally {
        Remove-Item Env:COUNTERDESK_HOME, Env:QT_QPA_PLATFORM -ErrorAction SilentlyContinue
        Remove-Item -Recurse -Force $home_ -ErrorAction SilentlyContinue
    }
    Write-Host ($out -join "`n")
    if ($code -ne 0) { throw "$Exe --self-test ($Platform) exited with $code" }
    if (-not ($out -match "^counterdesk self-test ok")) { throw "$Exe --self-test printed no summary" }
}

$Version = (Select-String -Path "app\__init__.py" -Pattern '^__version__ = "(.+)"$').Matches[0].Groups[1].Value
$Installer = Join-Path $Root "dist\counterdesk-$Version-setup.exe"
Write-Host "Counterdesk $Version"

Step "build venv with the hash-pinned dependencies (requirements\build.txt)"
if (Test-Path build\venv) { Remove-Item -Recurse -Force build\venv }
$py = $Python.Split(" ")
Invoke-Checked $py[0] (@($py | Select-Object -Skip 1) + @("-m", "venv", "build\venv"))
$venvPython = Join-Path $Root "build\venv\Scripts\python.exe"
Invoke-Checked $venvPython @("-c", "import struct, sys; assert sys.version_info[:2] == (3, 11) and struct.calcsize('P') == 8, 'need 64-bit Python 3.11'")
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
Invoke-SelfTest "dist\counterdesk\counterdesk-console.exe" "offscreen"

Step "installer (makensis)"
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
if (-not $makensis) { throw "makensis not found: install NSIS 3 (choco install nsis)" }
Push-Location packaging\windows
try {
    Invoke-Checked $makensis @("/V2", "/WX", "/DVERSION=$Version", "/DPAYLOAD=..\..\dist\counterdesk",
        "/DOUTFILE=$Installer", "counterdesk.nsi")
} finally { Pop-Location }
$installerMB = [math]::Round((Get-Item $Installer).Length / 1MB, 1)
Write-Host "installer: $Installer ($installerMB MB)"

if ($SkipInstallTest) { return }

Step "silent install (per machine)"
$installDir = Join-Path $env:ProgramFiles "Counterdesk"
$proc = Start-Process -FilePath $Installer -ArgumentList "/S" -Wait -PassThru
if ($proc.ExitCode -ne 0) { throw "the installer exited with $($proc.ExitCode)" }
foreach ($path in @(
        (Join-Path $installDir "counterdesk.exe"),
        (Join-Path $installDir "counterdesk-console.exe"),
        (Join-Path $installDir "uninstall.exe"),
        (Join-Path $env:ProgramData "Microsoft\Windows\Start Menu\Programs\Counterdesk\Counterdesk.lnk"),
        (Join-Path $env:PUBLIC "Desktop\Counterdesk.lnk"))) {
    if (-not (Test-Path $path)) { throw "missing after install: $path" }
}
$entry = Get-ItemProperty "HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\Counterdesk"
if ($entry.DisplayVersion -ne $Version) { throw "Add/Remove Programs says $($entry.DisplayVersion)" }
Write-Host "Add/Remove Programs: $($entry.DisplayName) $($entry.DisplayVersion), $($entry.EstimatedSize) KB"

Step "self-test from the installed location"
Invoke-SelfTest (Join-Path $installDir "counterdesk-console.exe") "offscreen"
# The real Windows platform plugin too (what a counter PC uses), not only the offscreen one.
Invoke-SelfTest (Join-Path $installDir "counterdesk-console.exe") "windows"

Step "silent uninstall"
# _?= keeps the uninstaller in place so that -Wait waits for the real work.
$proc = Start-Process -FilePath (Join-Path $installDir "uninstall.exe") -ArgumentList "/S", "_?=$installDir" -Wait -PassThru
if ($proc.ExitCode -ne 0) { throw "the uninstaller exited with $($proc.ExitCode)" }
Remove-Item -Force (Join-Path $installDir "uninstall.exe") -ErrorAction SilentlyContinue
Remove-Item -Force $installDir -ErrorAction SilentlyContinue
if (Test-Path (Join-Path $installDir "counterdesk.exe")) { throw "counterdesk.exe is still installed" }
if (Test-Path "HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\Counterdesk") {
    throw "the Add/Remove Programs entry is still there"
}
Write-Host "`nbuild.ps1: passed ($Installer, $installerMB MB; bundle $bundleMB MB)"
