/* bcryptprimitives.dll for Wine 8 only: ProcessPrng over RtlGenRandom.
 *
 * Rust's standard library (pydantic-core, cryptography's Rust part) imports ProcessPrng from
 * bcryptprimitives.dll, which Windows 10 and later have and Wine has only from version 9.
 * RtlGenRandom (advapi32's SystemFunction036) is Windows' and Wine's own generator of random
 * bytes. The Wine check puts this DLL in its throwaway prefix's system32; the installer never
 * carries it (see README.md beside it).
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
