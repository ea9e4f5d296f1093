<#
.SYNOPSIS
  Starts the installed Counterdesk, waits for its window, saves a screenshot of the screen and
  closes the app. check_install.py runs it (--while-installed) with the installed folder last.

.EXAMPLE
  powershell -ExecutionPolicy Bypass -File packaging\windows\screenshot.ps1 -Out build\screenshots\counterdesk-windows.png "C:\Program Files\Counterdesk"
#>
param(
    [Parameter(Mandatory = $true)][string]$Out,
    [Parameter(Mandatory = $true, Position = 0)][string]$Folder,
    [int]$WaitSeconds = 60
)

$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
Add-Type -AssemblyName System.Windows.Forms, System.Drawing

$home_ = Join-Path ([IO.Path]::GetTempPath()) ("counterdesk-screenshot-" + [Guid]::NewGuid())
$env:COUNTERDESK_HOME = $home_
$app = Start-Process -FilePath (Join-Path $Folder "counterdesk.exe") -PassThru
try {
    $deadline = (Get-Date).AddSeconds($WaitSeconds)
    while ((Get-Date) -lt $deadline) {
        $app.Refresh()
        if ($app.HasExited) { throw "counterdesk.exe ended with $($app.ExitCode) before its window showed" }
        if ($app.MainWindowHandle -ne [IntPtr]::Zero -and $app.MainWindowTitle -like "Counterdesk*") { break }
        Start-Sleep -Milliseconds 500
    }
    if ($app.MainWindowHandle -eq [IntPtr]::Zero) { throw "no Counterdesk window within $WaitSeconds s" }
    # The catalogue loads from the built-in sandbox after the window shows.
    Start-Sleep -Seconds 5
    $bounds = [System.Windows.Forms.Screen]::PrimaryScreen.Bounds
    $bitmap = New-Object System.Drawing.Bitmap $bounds.Width, $bounds.Height
    $graphics = [System.Drawing.Graphics]::FromImage($bitmap)
    $graphics.CopyFromScreen($bounds.Location, [System.Drawing.Point]::Empty, $bounds.Size)
    New-Item -ItemType Directory -Force (Split-Path -Parent $Out) | Out-Null
    $bitmap.Save($Out, [System.Drawing.Imaging.ImageFormat]::Png)
    $graphics.Dispose()
    $bitmap.Dispose()
    Write-Host "screenshot: $Out ($($app.MainWindowTitle))"
} finally {
    if (-not $app.HasExited) {
        # As staff would close it; then make sure, so the uninstaller finds no file in use.
        $app.CloseMainWindow() | Out-Null
        if (-not $app.WaitForExit(15000)) { Stop-Process -Id $app.Id -Force }
    }
    Remove-Item Env:COUNTERDESK_HOME -ErrorAction SilentlyContinue
    Remove-Item -Recurse -Force $home_ -ErrorAction SilentlyContinue
}
