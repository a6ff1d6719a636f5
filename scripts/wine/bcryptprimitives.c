/*
 * A stand-in for Windows' bcryptprimitives.dll, for running ttt.exe under
 * Debian 12's Wine 8 only (scripts/cross). It is never shipped with ttt.
 *
 * Rust's standard library (since 1.78) takes its random numbers from
 * ProcessPrng, which Windows 10 and later export from bcryptprimitives.dll.
 * Wine added that DLL in 9.0; Debian 12 has Wine 8.0 (and no newer Wine in
 * bookworm-backports), so ttt.exe does not even load there. This DLL, put
 * beside ttt.exe (the loader looks in the program's own folder first),
 * exports ProcessPrng and answers it with the system's cryptographic
 * generator, RtlGenRandom (advapi32's SystemFunction036), which Wine 8
 * has. Nothing is made up: each byte comes from the system generator.
 */
#include <stdlib.h>
#include <windows.h>

/* RtlGenRandom: advapi32's export SystemFunction036, declared here because
 * its header declaration needs ntsecapi.h's special setup. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Windows' contract: fills `data` with `length` random bytes and returns
 * TRUE; it never fails, so callers (Rust's std) do not check. Should the
 * system generator fail here, the process ends rather than go on with
 * bytes that are not random. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            abort();
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
