// Fixed-arity wrappers for the variadic parts of libmicrohttpd 0.9.75, which Swift cannot call.
// Every symbol here starts with CMicroHTTPD_; only Sources/LayoutServer/Transport/ imports this module.
#pragma once

#include <stdarg.h>
#include <stdint.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// Everything the daemon is started with; plain data so Swift can fill it in.
typedef struct {
    const char *host;              // IPv4 or IPv6 literal; NULL or "" = all IPv4 interfaces
    uint16_t port;                 // 0 = any free port (read back with CMicroHTTPD_boundPort)
    unsigned int threadPoolSize;   // internal poll() threads; <= 1 means one internal thread
    unsigned int connectionLimit;
    unsigned int perIPConnectionLimit; // 0 = unlimited
    unsigned int connectionTimeoutSeconds;
    size_t connectionMemoryLimit;
} CMicroHTTPD_Settings;

/// Starts a daemon with an internal poll() thread pool, suspend/resume enabled and a request-completed callback.
/// Returns NULL when the address cannot be parsed or MHD fails to start (errno is left as MHD set it).
static inline struct MHD_Daemon *CMicroHTTPD_start(
    CMicroHTTPD_Settings settings,
    MHD_AccessHandlerCallback handler, void *handlerContext,
    MHD_RequestCompletedCallback completed, void *completedContext,
    void *(*uriLogged)(void *context, const char *uri, struct MHD_Connection *connection), void *uriLoggedContext,
    MHD_AcceptPolicyCallback acceptPolicy, MHD_NotifyConnectionCallback notifyConnection, void *connectionContext)
{
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG;
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    struct sockaddr *address = NULL;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (settings.host != NULL && settings.host[0] != '\0') {
        if (inet_pton(AF_INET, settings.host, &v4.sin_addr) == 1) {
            v4.sin_family = AF_INET;
            v4.sin_port = htons(settings.port);
            address = (struct sockaddr *)&v4;
        } else if (inet_pton(AF_INET6, settings.host, &v6.sin6_addr) == 1) {
            v6.sin6_family = AF_INET6;
            v6.sin6_port = htons(settings.port);
            address = (struct sockaddr *)&v6;
            flags |= MHD_USE_IPv6;
        } else {
            return NULL;
        }
    }
    struct MHD_OptionItem options[] = {
        { MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, completedContext },
        { MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)uriLogged, uriLoggedContext },
        { MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)notifyConnection, connectionContext },
        { MHD_OPTION_CONNECTION_LIMIT, (intptr_t)settings.connectionLimit, NULL },
        { MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t)settings.perIPConnectionLimit, NULL },
        { MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t)settings.connectionTimeoutSeconds, NULL },
        { MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)settings.connectionMemoryLimit, NULL },
        { settings.threadPoolSize > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END,
          (intptr_t)settings.threadPoolSize, NULL },
        { MHD_OPTION_END, 0, NULL },
    };
    if (address != NULL) {
        return MHD_start_daemon(flags, settings.port, acceptPolicy, connectionContext, handler, handlerContext,
                                MHD_OPTION_SOCK_ADDR, address,
                                MHD_OPTION_ARRAY, options,
                                MHD_OPTION_END);
    }
    return MHD_start_daemon(flags, settings.port, acceptPolicy, connectionContext, handler, handlerContext,
                            MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

/// Makes glibc return freed large buffers to the system: blocks of 64 KiB and more are mapped on their own and the
/// threshold no longer grows after a free (glibc's default), so evicted answers leave the resident set.
static inline void CMicroHTTPD_returnLargeFreesToTheSystem(void) {
    mallopt(M_MMAP_THRESHOLD, 64 << 10);
    mallopt(M_TRIM_THRESHOLD, 1 << 20);
}

/// The port the daemon actually listens on (the real one when started with port 0); 0 on failure.
static inline uint16_t CMicroHTTPD_boundPort(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// Connections the daemon currently holds open (all pool threads together).
static inline unsigned int CMicroHTTPD_currentConnections(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/// A client address as two 64-bit halves of its IPv6 form (IPv4 as ::ffff:a.b.c.d); 0 when not IP.
static inline void CMicroHTTPD_addressKey(const struct sockaddr *address, uint64_t *high, uint64_t *low) {
    *high = 0;
    *low = 0;
    if (address == NULL) return;
    if (address->sa_family == AF_INET) {
        const struct sockaddr_in *v4 = (const struct sockaddr_in *)address;
        *high = 0;
        *low = ((uint64_t)0xffff << 32) | (uint64_t)ntohl(v4->sin_addr.s_addr);
    } else if (address->sa_family == AF_INET6) {
        const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)address;
        const uint8_t *b = v6->sin6_addr.s6_addr;
        for (int i = 0; i < 8; i++) *high = (*high << 8) | b[i];
        for (int i = 8; i < 16; i++) *low = (*low << 8) | b[i];
    }
}

/// The address key of a text literal (IPv4 or IPv6); returns 0 when it is neither.
static inline int CMicroHTTPD_parseAddress(const char *text, uint64_t *high, uint64_t *low) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, text, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        CMicroHTTPD_addressKey((const struct sockaddr *)&v4, high, low);
        return 1;
    }
    if (inet_pton(AF_INET6, text, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        CMicroHTTPD_addressKey((const struct sockaddr *)&v6, high, low);
        return 1;
    }
    return 0;
}

/// The client address key of a connection.
static inline void CMicroHTTPD_clientKey(struct MHD_Connection *connection, uint64_t *high, uint64_t *low) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    CMicroHTTPD_addressKey(info == NULL ? NULL : info->client_addr, high, low);
}

/// The socket of a connection, or -1.
static inline int CMicroHTTPD_connectionSocket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// Whether the peer of a socket has closed it (a read would return end of file or fail): peeks one byte without
/// taking it and without blocking. 0 while the peer is there (data waiting or none), 1 once it is gone.
static inline int CMicroHTTPD_peerClosed(int fd) {
    if (fd < 0) return 0;
    char byte;
    ssize_t n = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    if (n == 0) return 1;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) return 1;
    return 0;
}

/// What the connection-notify callback stored for a connection (its socket context), or NULL.
static inline void *CMicroHTTPD_socketContext(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// What precedes the copied body of a counted response: how to report its release.
typedef struct {
    size_t length;
    void *context;
    void (*freed)(void *context, size_t length);
} CMicroHTTPD_CopyHeader;

/// libmicrohttpd's free callback for a counted response: reports the release, then frees header and copy.
static inline void CMicroHTTPD_releaseCopy(void *block) {
    CMicroHTTPD_CopyHeader *header = (CMicroHTTPD_CopyHeader *)block;
    header->freed(header->context, header->length);
    free(block);
}

/// A response over a copy of `length` bytes of `data` in memory of its own; once libmicrohttpd is done with the
/// response (every connection that queued it finished), `freed(context, length)` is called and the copy freed, so
/// the bytes queued to clients can be counted. NULL when out of memory.
static inline struct MHD_Response *CMicroHTTPD_responseCopying(
    const void *data, size_t length, void (*freed)(void *context, size_t length), void *context)
{
    size_t offset = (sizeof(CMicroHTTPD_CopyHeader) + 15) & ~(size_t)15;
    char *block = malloc(offset + (length == 0 ? 1 : length));
    if (block == NULL) return NULL;
    CMicroHTTPD_CopyHeader *header = (CMicroHTTPD_CopyHeader *)block;
    header->length = length;
    header->context = context;
    header->freed = freed;
    if (length > 0) memcpy(block + offset, data, length);
    struct MHD_Response *response = MHD_create_response_from_buffer_with_free_callback_cls(
        length, block + offset, CMicroHTTPD_releaseCopy, block);
    if (response == NULL) free(block);
    return response;
}

// ---- libdeflate, zlib and libzstd, for gzip- and zstd-encoded answers ----------------------------------------
#include <libdeflate.h>
#include <zlib.h>
#include <zstd.h>

/// The level gzip answers are compressed at, by libdeflate: at 6 the 3.3 MB sheet answer takes the bytes zlib's
/// level 6 gives it (171 KB, 0.8 % more) in about half the time (docs/benchmarks.md).
#define CMicroHTTPD_gzipLevel 6

/// The most bytes CMicroHTTPD_gzip can write for `length` input bytes (libdeflate's bound over any compressor).
static inline size_t CMicroHTTPD_gzipBound(size_t length) { return libdeflate_gzip_compress_bound(NULL, length); }

/// gzip-compresses `in` into `out` (of `capacity` bytes, at least CMicroHTTPD_gzipBound) at
/// CMicroHTTPD_gzipLevel, with a compressor made and freed by the call (about 650 KiB at this level).
/// Returns the compressed length, or -1 when it fails (no memory; not expected to run out of room).
static inline long CMicroHTTPD_gzip(const uint8_t *in, size_t length, uint8_t *out, size_t capacity) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(CMicroHTTPD_gzipLevel);
    if (compressor == NULL) return -1;
    size_t written = libdeflate_gzip_compress(compressor, in, length, out, capacity);
    libdeflate_free_compressor(compressor);
    return written == 0 ? -1 : (long)written;
}

/// Inflates gzip data `in` into `out`; returns the length, or -1 on an error or when `capacity` is too small.
static inline long CMicroHTTPD_gunzip(const uint8_t *in, size_t length, uint8_t *out, size_t capacity) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit2(&stream, 15 + 16) != Z_OK) return -1;
    stream.next_in = (Bytef *)in;
    stream.avail_in = (uInt)length;
    stream.next_out = out;
    stream.avail_out = (uInt)capacity;
    int result = inflate(&stream, Z_FINISH);
    long written = result == Z_STREAM_END ? (long)stream.total_out : -1;
    inflateEnd(&stream);
    return written;
}

/// The level zstd answers are compressed at: 1 gave the 3.3 MB sheet answer its smallest form (150 KB; level 2
/// 151.5 KB, level 3 152 KB) in the least time (about 1.8 ms; docs/benchmarks.md). Its window (at most 512 KiB at
/// this level) is within the 8 MiB a browser's decoder takes (RFC 9659 §3).
#define CMicroHTTPD_zstdLevel 1

/// The most bytes CMicroHTTPD_zstd can write for `length` input bytes (ZSTD_compressBound).
static inline size_t CMicroHTTPD_zstdBound(size_t length) { return ZSTD_compressBound(length); }

/// zstd-compresses `in` into `out` (of `capacity` bytes, at least CMicroHTTPD_zstdBound) in one frame with its
/// content size, at CMicroHTTPD_zstdLevel, with a context of its own made and freed by this call (0.5 MiB for a
/// 3.3 MB input: nothing is held between answers). Returns the compressed length, or -1 when zstd fails.
static inline long CMicroHTTPD_zstd(const uint8_t *in, size_t length, uint8_t *out, size_t capacity) {
    ZSTD_CCtx *context = ZSTD_createCCtx();
    if (context == NULL) return -1;
    size_t written = ZSTD_compressCCtx(context, out, capacity, in, length, CMicroHTTPD_zstdLevel);
    ZSTD_freeCCtx(context);
    return ZSTD_isError(written) ? -1 : (long)written;
}

/// Decodes one zstd frame `in` into `out`; returns the length, or -1 on an error or when `capacity` is too small.
static inline long CMicroHTTPD_unzstd(const uint8_t *in, size_t length, uint8_t *out, size_t capacity) {
    size_t written = ZSTD_decompress(out, capacity, in, length);
    return ZSTD_isError(written) ? -1 : (long)written;
}
