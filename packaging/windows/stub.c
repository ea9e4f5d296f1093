/* A stand-in for the PyInstaller bundle's programs, so that the installer can be installed and run
 * under Wine on Linux (packaging/windows/wine-check.sh). Built twice with MinGW: as
 * counterdesk-console.exe (console) and counterdesk.exe (-mwindows). Like the real programs it
 * needs its _internal folder: `--self-test` reads the line the installer put there and prints it
 * as the real self-test prints its one summary line, with exit code 0. */
#include <stdio.h>
#include <string.h>
#include <windows.h>

int main(int argc, char **argv) {
    char path[MAX_PATH];
    char what[128] = "";
    DWORD length = GetModuleFileNameA(NULL, path, MAX_PATH);
    char *slash = strrchr(path, '\\');
    if (length == 0 || length >= MAX_PATH || slash == NULL) {
        fprintf(stderr, "counterdesk stub: cannot find its own folder\n");
        return 1;
    }
    *slash = '\0';
    if (strlen(path) + sizeof "\\_internal\\stub-payload.txt" > MAX_PATH) {
        fprintf(stderr, "counterdesk stub: folder name too long\n");
        return 1;
    }
    strcat(path, "\\_internal\\stub-payload.txt");
    FILE *file = fopen(path, "r");
    if (file == NULL || fgets(what, sizeof what, file) == NULL) {
        fprintf(stderr, "counterdesk stub: cannot read %s\n", path);
        return 1;
    }
    fclose(file);
    what[strcspn(what, "\r\n")] = '\0';
    if (argc == 2 && strcmp(argv[1], "--self-test") == 0) {
        printf("counterdesk self-test ok: %s\n", what);
        return 0;
    }
    fprintf(stderr, "counterdesk stub (%s): only --self-test\n", what);
    return 2;
}
