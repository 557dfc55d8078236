// The raw libmicrohttpd server layoutd's benchmark compares against: the same daemon options layoutd starts with
// (internal poll() thread pool, suspend/resume allowed, connection limit, timeout, memory limit), one fixed JSON body
// (the answer to GET /fit?container=852x393&aspectRatio=21:9, 507 bytes) with layoutd's headers, no routing, no
// parsing. What layoutd adds on top of this is what the benchmark's ratios measure.
//
//   cc -O2 -o raw-server scripts/bench/raw-server.c $(pkg-config --cflags --libs libmicrohttpd)
//   ./raw-server PORT [THREADS [BYTES]]   prints "raw-server listening on http://127.0.0.1:PORT", serves until SIGTERM;
//   BYTES pads the body with trailing spaces (still JSON) to that size, to compare with a larger answer of layoutd's;
//   POOL_BYTES sets the connection pool (default 16384, layoutd's shipped connectionMemoryBytes)
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char body[] =
    "{\"semantics\":\"uikit\",\"deviceRegion\":null,\"container\":{\"x\":0,\"y\":0,\"width\":852,\"height\":393},"
    "\"content\":{\"width\":21,\"height\":9},\"aspectRatio\":2.3333333333333335,\"mode\":\"scaleAspectFit\","
    "\"alignment\":\"center\",\"rect\":{\"x\":0,\"y\":13.928571428571445,\"width\":852,\"height\":365.1428571428571},"
    "\"unroundedRect\":{\"x\":0,\"y\":13.928571428571445,\"width\":852,\"height\":365.1428571428571},"
    "\"contentScale\":{\"x\":40.57142857142857,\"y\":40.57142857142857},\"cropped\":{\"top\":0,\"left\":0,\"bottom\":0,"
    "\"right\":0},\"scale\":null,\"rounded\":false}";

static struct MHD_Response *response;

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
    (void)cls; (void)url; (void)method; (void)version; (void)upload_data;
    if (*con_cls == NULL) { *con_cls = (void *)1; return MHD_YES; } // headers seen; answer on the next call
    if (*upload_data_size != 0) { *upload_data_size = 0; return MHD_YES; } // a body: read and dropped
    return MHD_queue_response(connection, MHD_HTTP_OK, response);
}

int main(int argc, char **argv) {
    unsigned port = argc > 1 ? (unsigned)atoi(argv[1]) : 8081;
    unsigned threads = argc > 2 ? (unsigned)atoi(argv[2]) : 2;
    size_t length = sizeof body - 1, bytes = argc > 3 ? (size_t)atol(argv[3]) : 0;
    char *text = (char *)body;
    if (bytes > length) {
        text = malloc(bytes);
        if (text == NULL) return 1;
        memcpy(text, body, length);
        memset(text + length, ' ', bytes - length);
        length = bytes;
    }
    response = MHD_create_response_from_buffer(length, text, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(response, "Content-Type", "application/json");
    MHD_add_response_header(response, "ETag", "\"cffe5eb976a6b2be\"");
    MHD_add_response_header(response, "Cache-Control", "public, max-age=3600");
    MHD_add_response_header(response, "Access-Control-Allow-Origin", "*");
    MHD_add_response_header(response, "Access-Control-Expose-Headers", "ETag, X-Request-ID, Deprecation, Link");
    MHD_add_response_header(response, "Timing-Allow-Origin", "*");
    // layoutd's connectionMemoryBytes (16 KiB shipped; POOL_BYTES for another): libmicrohttpd zeroes the pool on
    // every request, so a raw server with a larger pool than layoutd's would pay more than layoutd does.
    intptr_t pool = getenv("POOL_BYTES") ? atol(getenv("POOL_BYTES")) : 16 * 1024;
    struct MHD_OptionItem options[] = {
        { MHD_OPTION_CONNECTION_LIMIT, 1000, NULL },
        { MHD_OPTION_CONNECTION_TIMEOUT, 30, NULL },
        { MHD_OPTION_CONNECTION_MEMORY_LIMIT, pool, NULL },
        { threads > 1 ? MHD_OPTION_THREAD_POOL_SIZE : MHD_OPTION_END, (intptr_t)threads, NULL },
#if MHD_VERSION >= 0x01000000
        { MHD_OPTION_CLIENT_DISCIPLINE_LVL, getenv("DISCIPLINE") ? atoi(getenv("DISCIPLINE")) : 0, NULL },
#endif
        { MHD_OPTION_END, 0, NULL },
    };
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG,
        (uint16_t)port, NULL, NULL, answer, NULL, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
    if (daemon == NULL) { fprintf(stderr, "raw-server: cannot start on port %u\n", port); return 1; }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    printf("raw-server listening on http://127.0.0.1:%u\n", info ? info->port : port);
    fflush(stdout);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_BLOCK, &set, NULL);
    int signal_number;
    sigwait(&set, &signal_number);
    MHD_stop_daemon(daemon);
    MHD_destroy_response(response);
    return 0;
}
