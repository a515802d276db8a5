// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ferz/quitsignals.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace ferz {

namespace {

int signalSocket[2] = {-1, -1};

void onSignal(int)
{
    const char byte = 1;
    // Nothing to do if it fails: the pipe already holds a byte that will be read.
    [[maybe_unused]] const ssize_t written = ::write(signalSocket[0], &byte, 1);
}

} // namespace

void quitOnSignals(std::function<void()> quit)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, signalSocket) != 0)
        return; // the signals keep their usual effect
    auto *notifier = new QSocketNotifier(signalSocket[1], QSocketNotifier::Read, QCoreApplication::instance());
    QObject::connect(notifier, &QSocketNotifier::activated, notifier, [notifier, quit = std::move(quit)] {
        char byte;
        [[maybe_unused]] const ssize_t read = ::read(signalSocket[1], &byte, 1);
        notifier->setEnabled(false); // once is enough
        quit();
    });
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signal : {SIGTERM, SIGINT, SIGHUP})
        sigaction(signal, &action, nullptr);
}

} // namespace ferz
