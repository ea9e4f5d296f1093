"""The agency store's schema changes, one SQL file each (a package so installers carry them)."""
